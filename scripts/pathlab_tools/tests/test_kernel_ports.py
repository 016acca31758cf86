"""pathlab_tools.kernel_ports: a server's kernels take their ports from the block the hub gave it."""

import socket
import types

import pytest

from pathlab_tools import kernel_ports

connect = pytest.importorskip("jupyter_client.connect")


@pytest.fixture
def no_port_cache():
    """jupyter_client's port cache is one per process: none before the test, none after it."""
    connect.LocalPortCache.clear_instance()
    yield
    connect.LocalPortCache.clear_instance()


def free_block(size):
    """size consecutive ports on the loopback that are free now (found by binding each)."""
    for low in range(40000, 41000, size):
        block = range(low, low + size)
        try:
            probes = [socket.socket() for _ in block]
            for probe, port in zip(probes, block):
                probe.bind(("127.0.0.1", port))
            return block
        except OSError:
            continue
        finally:
            for probe in probes:
                probe.close()
    pytest.skip("no 5 consecutive free ports in 40000-40999")


def test_a_block_is_two_ports_in_order():
    assert kernel_ports.block_of("12768-12817") == range(12768, 12818)
    for bad in (None, "", "12817-12768", "80-90", "1-x", "12768", "12768-70000"):
        assert kernel_ports.block_of(bad) == range(0), bad


def test_ports_come_from_the_block_first_free_and_not_given_then_as_jupyter_client_chooses(no_port_cache):
    block = free_block(5)
    cache = kernel_ports.BlockPortCache(block=block)
    with socket.socket() as held:  # a port of the block another process holds is passed over
        held.bind(("127.0.0.1", block[1]))
        given = [cache.find_available_port("127.0.0.1") for _ in range(4)]
        beyond = cache.find_available_port("127.0.0.1")  # the block used up: any free port
    assert given == [block[0], block[2], block[3], block[4]] and beyond not in block
    cache.return_port(block[2])
    assert cache.find_available_port("127.0.0.1") == block[1]  # free now, and first
    assert cache.find_available_port("127.0.0.1") == block[2]  # returned by its kernel


def test_the_extension_installs_the_block_before_any_kernel_starts(monkeypatch, no_port_cache):
    block = free_block(5)
    monkeypatch.setenv(kernel_ports.BLOCK, f"{block[0]}-{block[-1]}")
    logged = []
    server = types.SimpleNamespace(log=types.SimpleNamespace(info=lambda *a: logged.append(a), warning=None))
    kernel_ports._load_jupyter_server_extension(server)
    cache = connect.LocalPortCache.instance()  # what jupyter_client's provisioner asks for
    assert isinstance(cache, kernel_ports.BlockPortCache) and cache.block == block
    assert cache.find_available_port("127.0.0.1") == block[0] and logged


def test_without_a_block_or_once_ports_were_chosen_the_extension_changes_nothing(monkeypatch, no_port_cache):
    warned = []
    server = types.SimpleNamespace(log=types.SimpleNamespace(info=None, warning=lambda *a: warned.append(a)))
    monkeypatch.delenv(kernel_ports.BLOCK, raising=False)
    kernel_ports._load_jupyter_server_extension(server)
    assert not connect.LocalPortCache.initialized()
    connect.LocalPortCache.instance()
    monkeypatch.setenv(kernel_ports.BLOCK, "12768-12817")
    kernel_ports._load_jupyter_server_extension(server)
    assert type(connect.LocalPortCache.instance()) is connect.LocalPortCache and warned

"""What the markers of pyproject.toml mean here: a test marked root runs only as root (a sandbox user
of its own, bubblewrap, cgroups) and is skipped, with the reason, otherwise."""

import os

import pytest


def pytest_collection_modifyitems(config, items):
    if os.name == "nt" or os.geteuid() != 0:
        not_root = pytest.mark.skip(reason="needs root (a user of its own for the sandbox)")
        for item in items:
            if "root" in item.keywords:
                item.add_marker(not_root)

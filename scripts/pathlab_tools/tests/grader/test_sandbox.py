"""What one submission may use: the JVM's options and the process limits (no sandbox is started)."""

from pathlab_tools.grader import sandbox


def test_the_heap_and_the_jvms_own_messages():
    options = sandbox.Limits(heap_mb=256).jvm_options(17)
    assert "-Xmx256m" in options and "-Xms64m" in options
    assert "-XX:+ExitOnOutOfMemoryError" in options
    assert "-XX:+DisplayVMOutputToStderr" in options  # never on the pipe the grader reads
    assert options[options.index("-Xlog:disable") + 1] == "-Xlog:all=warning:stderr"  # its log neither
    assert "-XX:+DisableAttachMechanism" in options


def test_newer_jdks_get_their_own_refusals():
    assert "-XX:-EnableDynamicAgentLoading" not in sandbox.Limits().jvm_options(17)
    assert "-XX:-EnableDynamicAgentLoading" in sandbox.Limits().jvm_options(21)
    assert "--illegal-native-access=deny" in sandbox.Limits().jvm_options(25)
    assert "--illegal-native-access=deny" not in sandbox.Limits().jvm_options(21)


def test_a_small_heap_starts_at_its_size():
    assert "-Xms32m" in sandbox.Limits(heap_mb=32).jvm_options(17)


def test_the_process_limits():
    assert sandbox.Limits(processes=10, file_mb=1, cpu_seconds=5, open_files=20).prlimit() == [
        "prlimit",
        "--nproc=10",
        f"--fsize={1024 * 1024}",
        "--cpu=5",
        "--nofile=20",
        "--core=0",
        "--",
    ]

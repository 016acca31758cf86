"""Where the build is and which JDK: a JDK is what its java launcher says of itself (played here by
small scripts, no JVM), and JAVA_HOME comes first."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pathlab_tools import toolchain


def fake_jdk(root, version, javac=True, runs=True):
    """A folder with bin/java that answers -XshowSettings:properties as a JDK of this version does."""
    (root / "bin").mkdir(parents=True)
    java = root / "bin" / "java"
    java.write_text(
        "#!/bin/sh\n"
        + (
            f'echo "    java.home = {root}" >&2\n'
            f'echo "    java.specification.version = {version}" >&2\n'
            'echo "openjdk version" >&2\n'
            if runs
            else "exit 1\n"
        )
    )
    java.chmod(0o755)
    if javac:
        (root / "bin" / "javac").write_text("#!/bin/sh\n")
        (root / "bin" / "javac").chmod(0o755)
    return java


def test_a_jdk_is_what_its_launcher_says(tmp_path):
    jdk = toolchain.describe(fake_jdk(tmp_path / "jdk-21", "21"))
    assert (jdk.home, jdk.feature, jdk.java, jdk.javac) == (
        tmp_path / "jdk-21",
        21,
        tmp_path / "jdk-21" / "bin" / "java",
        tmp_path / "jdk-21" / "bin" / "javac",
    )


def test_an_old_version_number_is_read_as_its_feature(tmp_path):
    assert toolchain.describe(fake_jdk(tmp_path / "jdk8", "1.8")).feature == 8


def test_a_jre_has_no_javac(tmp_path):
    from pathlib import Path

    assert toolchain.describe(fake_jdk(tmp_path / "jre", "17", javac=False)).javac == Path()


@pytest.mark.parametrize(
    "make",
    [lambda p: fake_jdk(p / "broken", "21", runs=False), lambda p: p / "missing" / "java"],
    ids=["says-nothing", "missing"],
)
def test_a_launcher_that_says_nothing_or_is_not_there_is_no_jdk(tmp_path, make):
    assert toolchain.describe(make(tmp_path)) is None


def test_java_home_comes_first(tmp_path, monkeypatch):
    fake_jdk(tmp_path / "jdk-25", "25")
    monkeypatch.setenv("JAVA_HOME", str(tmp_path / "jdk-25"))
    jdk = toolchain.find_jdk()
    assert (jdk.home, jdk.feature) == (tmp_path / "jdk-25", 25)


def test_the_class_path_is_joined_with_the_systems_separator(tmp_path):
    assert (
        toolchain.classpath([tmp_path / "a.jar", tmp_path / "lib" / "*"])
        == f"{tmp_path / 'a.jar'}{os.pathsep}{tmp_path / 'lib' / '*'}"
    )


def test_java_home_is_printed_for_ci(tmp_path, monkeypatch, capsys):
    fake_jdk(tmp_path / "jdk-21", "21")
    monkeypatch.setenv("JAVA_HOME", str(tmp_path / "jdk-21"))
    assert toolchain.main(["java-home"]) == 0
    assert capsys.readouterr().out == f"{tmp_path / 'jdk-21'}\n"


def test_no_jdk_for_ci_is_one_line_and_exit_code_1(monkeypatch, capsys):
    monkeypatch.setattr(toolchain, "jdk_candidates", lambda: iter([]))
    assert toolchain.main(["java-home"]) == 1
    assert capsys.readouterr().err.startswith("toolchain: a JDK 17 or newer is needed (")


def test_a_copy_of_the_package_outside_a_checkout_says_so_on_import(tmp_path):
    """What a non-editable pip install leaves: the package without the checkout around it."""
    shutil.copytree(Path(toolchain.__file__).parent, tmp_path / "scripts" / "pathlab_tools")
    done = subprocess.run(
        [sys.executable, "-c", "import pathlab_tools.toolchain"],
        cwd=tmp_path / "scripts",
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1
    assert done.stderr.strip().splitlines()[-1] == (
        "ImportError: pathlab_tools runs inside a Pathlab checkout (pip install -e, as scripts/setup installs it): "
        f"{tmp_path.resolve()} has no classpath.properties"
    )


def test_every_modules_classes_or_jar_is_an_output_setup_checks():
    """A module's own classes or jar (the first entry of its class path) missing or stale makes setup build."""
    modules = toolchain.read_classpaths(toolchain.CLASSPATHS)
    assert {entries[0] for entries in modules.values()} <= set(toolchain.BUILD_OUTPUTS)

"""The grading runner's class archive: its key, its jars, its making by a training run (a fake one
here: no JVM is started) and the fall-backs without it."""

import os
import types
import zipfile
from pathlib import Path

import pytest

from pathlab_tools import toolchain
from pathlab_tools.grader import class_archive
from pathlab_tools.grader.context import Grading


@pytest.fixture
def build(tmp_path, monkeypatch):
    """A build laid out as the runner's class path is: a jar, a folder of jars, a class folder; the
    archives' folder in the same scratch folder."""
    (tmp_path / "kernel.jar").write_bytes(b"kernel")
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "a.jar").write_bytes(b"a")
    classes = tmp_path / "coursework" / "classes"
    (classes / "pathlab" / "coursework").mkdir(parents=True)
    (classes / "pathlab" / "coursework" / "Grading.class").write_bytes(b"\xca\xfe\xba\xbe")
    (classes / "assignments.txt").write_text("A1\n")
    jdk = tmp_path / "jdk"
    (jdk / "lib" / "server").mkdir(parents=True)
    (jdk / "lib" / "modules").write_bytes(b"modules")
    classpath = [tmp_path / "kernel.jar", tmp_path / "lib" / "*", classes]
    monkeypatch.setattr(class_archive, "FOLDER", tmp_path / "archives")
    monkeypatch.setattr(toolchain, "GRADING_RUNNER", classpath)
    return types.SimpleNamespace(classpath=classpath, classes=classes, jdk=jdk, root=tmp_path)


def stamp_of(build, options=("-Xmx512m",)):
    return class_archive.facts(build.jdk, list(options), build.classpath)


def training(writes=True, failure=None):
    """A fake training: writes the archive where the option says (or not), records what it got."""
    seen = {}

    def train(runner, option):
        seen["runner"], seen["option"] = runner, option
        if writes:
            Path(option.split("=", 1)[1]).write_bytes(b"archive")
        return failure

    return train, seen


def test_the_key_changes_with_the_jdk_the_options_a_jar_and_a_class(build):
    first = stamp_of(build)
    assert stamp_of(build) == first
    assert stamp_of(build, ["-Xmx256m"]) != first
    (build.jdk / "lib" / "modules").write_bytes(b"other modules")
    second = stamp_of(build)
    assert second != first
    (build.root / "lib" / "a.jar").write_bytes(b"a jar of another size")
    third = stamp_of(build)
    assert third != second
    (build.classes / "pathlab" / "coursework" / "Grading.class").write_bytes(b"\xca\xfe\xba\xbf")  # same size
    assert stamp_of(build) != third
    assert len({class_archive.key(s) for s in (first, second, third, stamp_of(build))}) == 4


def test_a_class_folder_is_packed_as_the_same_jar_every_time_with_its_folders(build, tmp_path):
    class_archive._pack(build.classes, tmp_path / "one.jar")
    os.utime(build.classes / "assignments.txt", (0, 0))  # a file's time is not the jar's
    class_archive._pack(build.classes, tmp_path / "two.jar")
    assert (tmp_path / "one.jar").read_bytes() == (tmp_path / "two.jar").read_bytes()
    with zipfile.ZipFile(tmp_path / "one.jar") as z:
        assert z.namelist() == [
            "assignments.txt",
            "pathlab/",
            "pathlab/coursework/",
            "pathlab/coursework/Grading.class",
        ]
        assert z.read("pathlab/coursework/Grading.class") == b"\xca\xfe\xba\xbe"


def test_a_made_archive_serves_with_jars_for_the_class_folders(build):
    stamp = stamp_of(build)
    assert class_archive.runner(stamp, build.classpath) is None
    train, seen = training()
    made = class_archive.make(stamp, build.classpath, train)
    folder = class_archive.FOLDER / class_archive.key(stamp)
    archive = folder / class_archive.ARCHIVE
    assert seen["option"].startswith("-XX:ArchiveClassesAtExit=" + str(folder))
    assert seen["runner"].options == []  # the training writes the archive, it does not read one
    assert made == class_archive.runner(stamp, build.classpath)
    assert made.options == [f"-XX:SharedArchiveFile={archive}"]
    jar = folder / "classes-1.jar"
    assert made.classpath == [build.root / "kernel.jar", build.root / "lib" / "*", jar]
    assert made.readable == [build.root / "kernel.jar", build.root / "lib", jar, archive]  # no class folder
    assert (folder / class_archive.STAMP).read_text() == stamp
    assert sorted(p.name for p in folder.iterdir()) == [jar.name, class_archive.STAMP, class_archive.ARCHIVE]
    assert all(p.stat().st_mode & 0o222 == 0 for p in folder.iterdir())  # read-only, for root too


def test_a_failed_training_leaves_no_archive(build):
    stamp = stamp_of(build)
    train, _ = training(writes=False, failure="the grading runner stopped while the cells ran")
    with pytest.raises(OSError, match="training grading wrote no archive: the grading runner stopped while the cells"):
        class_archive.make(stamp, build.classpath, train)
    assert class_archive.runner(stamp, build.classpath) is None
    train, _ = training(writes=False)
    with pytest.raises(OSError, match="wrote no archive$"):
        class_archive.make(stamp, build.classpath, train)
    folder = class_archive.FOLDER / class_archive.key(stamp)
    assert not [p for p in folder.iterdir() if p.name.startswith(".")]  # no half-written file left


def grading_of(build, batch):
    return Grading(
        types.SimpleNamespace(batch=batch, time_limit=30),
        jdk=lambda: types.SimpleNamespace(java="java", feature=17, home=build.jdk),
    )


def test_one_notebook_never_trains_and_needs_no_note(build, monkeypatch):
    monkeypatch.setattr(class_archive, "make", lambda *a: pytest.fail("one notebook made an archive"))
    runner = class_archive.for_grading(grading_of(build, batch=None), "A1")
    assert runner == class_archive.without()
    assert runner.classpath == build.classpath and runner.options == [] and runner.note is None


def test_a_batch_without_a_writable_build_folder_grades_without_and_says_so(build, monkeypatch):
    def refused(*args):
        raise PermissionError(13, "Permission denied", str(class_archive.FOLDER))

    monkeypatch.setattr(class_archive, "make", refused)
    runner = class_archive.for_grading(grading_of(build, batch="submissions"), "A1")
    assert runner.classpath == build.classpath and runner.options == []
    assert runner.note == (
        f"grading without a class archive (Permission denied: {class_archive.FOLDER}): "
        "each submission's JVM starts slower"
    )


def test_the_grading_context_finds_its_runner_once_and_says_its_note_once(capsys):
    calls = []

    def find(grading, assignment):
        calls.append(assignment)
        return class_archive.Runner([], [], [], "grading without a class archive (it broke)")

    grading = Grading(types.SimpleNamespace(), runner=find)
    assert grading.runner("A1") is grading.runner("A2")
    assert calls == ["A1"]
    assert capsys.readouterr().err == "grade: grading without a class archive (it broke)\n"

"""The grading runner's class archive: its key, its jars, its making by a training run (a fake one
here: no JVM is started) and the fall-backs without it."""

import fcntl
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


def kept(archive):
    """A listing of the new archive that finds nothing of the hidden tests."""
    return None


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
    made = class_archive.make(stamp, build.classpath, train, kept)
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
        class_archive.make(stamp, build.classpath, train, kept)
    assert class_archive.runner(stamp, build.classpath) is None
    train, _ = training(writes=False)
    with pytest.raises(OSError, match="wrote no archive$"):
        class_archive.make(stamp, build.classpath, train, kept)
    folder = class_archive.FOLDER / class_archive.key(stamp)
    assert not [p for p in folder.iterdir() if p.name.startswith(".")]  # no half-written file left


def test_an_archive_refused_is_never_kept(build):
    stamp = stamp_of(build)
    seen = {}

    def refuse(archive):
        seen["archive"] = archive
        return "it holds classes of the hidden tests (pathlab.coursework.a1.A1Hidden)"

    with pytest.raises(OSError, match=r"archive was not kept: it holds classes of the hidden tests \(pathlab"):
        class_archive.make(stamp, build.classpath, training()[0], refuse)
    folder = class_archive.FOLDER / class_archive.key(stamp)
    assert seen["archive"].options == [f"-XX:SharedArchiveFile={folder}/.{class_archive.ARCHIVE}.{os.getpid()}"]
    assert class_archive.runner(stamp, build.classpath) is None
    assert not [p for p in folder.iterdir() if p.name.startswith(".")]


def test_the_archives_classes_as_the_jvm_lists_them_and_the_hidden_ones_among_them(build, tmp_path, monkeypatch):
    java = tmp_path / "java"  # prints what -XX:+PrintSharedArchiveAndExit prints, in short
    java.write_text(
        "#!/bin/sh\n"
        "echo '[0.1s][info][class,path] ok'\n"
        "echo 'Shared Builtin Dictionary'\n"
        "echo '   0: java.lang.Object boot_loader'\n"
        "echo '2505: pathlab.coursework.a0.A0Visible app_loader'\n"
        "echo '2562: REPL.$JShell$18 unregistered_loader'\n"
        "echo 'archive is valid'\n"
    )
    java.chmod(0o755)
    archive = class_archive.Runner(build.classpath, ["-XX:SharedArchiveFile=x.jsa"], [])
    names = class_archive.classes_in(java, ["-Xmx512m"], archive)
    assert names == ["java.lang.Object", "pathlab.coursework.a0.A0Visible", "REPL.$JShell$18"]
    hidden = tmp_path / "test-classes" / "pathlab" / "coursework" / "a0"
    hidden.mkdir(parents=True)
    (hidden / "A0Hidden.class").write_bytes(b"")
    (hidden / "A0Hidden$1.class").write_bytes(b"")
    monkeypatch.setattr(toolchain, "HIDDEN_TESTS", tmp_path / "test-classes")
    assert class_archive.hidden_in(names) == []
    assert class_archive.hidden_in(names + ["pathlab.coursework.a0.A0Hidden$1"]) == ["pathlab.coursework.a0.A0Hidden$1"]
    java.write_text("#!/bin/sh\necho 'archive is invalid'\nexit 1\n")
    with pytest.raises(OSError, match=r"cannot list the archive's classes \(exit status 1\)"):
        class_archive.classes_in(java, [], archive)


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


def made_for(build, name):
    """An archive made (by a fake training) for a JDK of its own, build.root / name; its stamp."""
    jdk = build.root / name
    (jdk / "lib").mkdir(parents=True)
    (jdk / "lib" / "modules").write_bytes(name.encode())
    stamp = class_archive.facts(jdk, ["-Xmx512m"], build.classpath)
    class_archive.make(stamp, build.classpath, training()[0], kept)
    return stamp


def test_pruning_removes_only_our_folders_that_this_build_no_longer_makes(build):
    current, other_jdk, gone_jdk = (made_for(build, name) for name in ("jdk-now", "jdk-other", "jdk-gone"))
    (build.root / "jdk-gone" / "lib" / "modules").unlink()
    failed = class_archive.FOLDER / ("f" * 24)  # a training that wrote no archive left its jar
    failed.mkdir()
    (failed / "classes-1.jar").write_bytes(b"jar")
    foreign = class_archive.FOLDER / ("e" * 24)  # named like ours, holding a file we never write
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine")
    (class_archive.FOLDER / "backup").mkdir()
    lock = class_archive.hold()
    assert sorted(class_archive.prune(current, lock)) == sorted([class_archive.key(gone_jdk), failed.name])
    kept = sorted(p.name for p in class_archive.FOLDER.iterdir())
    assert kept == sorted(
        [class_archive.IN_USE, "backup", foreign.name, class_archive.key(current), class_archive.key(other_jdk)]
    )
    assert class_archive.runner(other_jdk, build.classpath) is not None


def test_pruning_waits_while_another_grading_holds_the_folder_and_keeps_holding_it(build):
    current = made_for(build, "jdk-now")
    stale = made_for(build, "jdk-gone")
    (build.root / "jdk-gone" / "lib" / "modules").write_bytes(b"an update")
    other, lock = class_archive.hold(), class_archive.hold()  # another batch's hold, and ours
    assert class_archive.prune(current, lock) == []
    assert class_archive.runner(stale, build.classpath) is not None
    os.close(other)
    assert class_archive.prune(current, lock) == [class_archive.key(stale)]
    probe = os.open(class_archive.FOLDER / class_archive.IN_USE, os.O_RDONLY)
    with pytest.raises(BlockingIOError):  # ours is held shared again: no one else may prune now
        fcntl.flock(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)
    os.close(probe)
    os.close(lock)


def test_a_batch_that_makes_an_archive_prunes_and_holds_the_folder(build, monkeypatch):
    stale = made_for(build, "jdk-gone")
    (build.root / "jdk-gone" / "lib" / "modules").unlink()
    monkeypatch.setattr(class_archive, "_train", lambda grading, assignment, made, option: training()[0](made, option))
    monkeypatch.setattr(class_archive, "_refused", lambda java, options, archive: None)
    runner = class_archive.for_grading(grading_of(build, batch="submissions"), "A1")
    assert runner.options == [f"-XX:SharedArchiveFile={runner.readable[-1]}"] and runner.note is None
    assert class_archive.runner(stale, build.classpath) is None
    probe = os.open(class_archive.FOLDER / class_archive.IN_USE, os.O_RDONLY)
    with pytest.raises(BlockingIOError):
        fcntl.flock(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)
    os.close(probe)

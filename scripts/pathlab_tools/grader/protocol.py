"""The grader's side of the signed protocol with the untrusted runner (pathlab.kernel.grading.GradingRunner,
started in sandbox.py's sandbox): the cells go in; the cells' reports, then "ready", come back;
then a fresh key and the hidden tests go in, and each test's outcome comes back signed with that
key. An outcome counts only if it is signed, arrives once and comes after the cells ran: anything
missing, repeated or malformed scores 0 and the submission is flagged.

Cost: one sandboxed JVM per submission; the pipe is read on a thread of its own, at most
CHANNEL_LIMIT bytes.
"""

import hashlib
import hmac
import json
import os
import re
import tempfile
import threading
import time
from pathlib import Path

from .. import assignments
from .notebook import first_line, restore_locked

CHANNEL_LIMIT = 8 * 1024 * 1024  # bytes the grader reads from a runner's pipe


class Channel:
    """The runner's pipe, read line by line on a thread of its own, at most CHANNEL_LIMIT bytes."""

    def __init__(self, stream):
        self.lines, self.overflow, self.closed = [], False, False
        self.ready = threading.Condition()
        self.thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self.thread.start()

    def _read(self, stream):
        total = 0
        for raw in iter(stream.readline, b""):
            total += len(raw)
            with self.ready:
                if total > CHANNEL_LIMIT:
                    self.overflow = True
                    break
                self.lines.append(raw)
                self.ready.notify_all()
        with self.ready:
            self.closed = True
            self.ready.notify_all()

    def next(self, deadline):
        """The next line (bytes), or None when the pipe closed or the deadline passed."""
        with self.ready:
            while not self.lines and not self.closed:
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                self.ready.wait(min(left, 1.0))
            return self.lines.pop(0) if self.lines else None


def tail(stream, keep=4096):
    """Reads a stream to its end on a thread, keeping only its last bytes in box["text"]. Join
    box["reader"] before reading them: on a busy machine the last words (such as the JVM's
    "Terminating due to java.lang.OutOfMemoryError") can still be on their way when the process
    has ended."""
    box = {"text": b""}

    def read():
        for chunk in iter(lambda: stream.read(65536), b""):
            box["text"] = (box["text"] + chunk)[-keep:]

    box["reader"] = threading.Thread(target=read, daemon=True)
    box["reader"].start()
    return box


def execute(grading, sub, nb, slot, training=None):
    """Runs the notebook's cells and then the tests in the sandboxed runner; fills sub.outcomes,
    flags and notes from what the runner sends, trusting only signed outcomes. training: the class
    archive's training run (class_archive.make), as (runner, the JVM option that writes the archive):
    the trusted side's own grading of a known notebook, run outside the sandbox and left to end by
    itself, which is when its JVM writes the archive."""
    from . import sandbox

    args = grading.options
    waited = time.monotonic()
    runner, extra = training or (grading.runner(sub.assignment), None)
    sub.started += time.monotonic() - waited  # the wait for the class archive's training is not the submission's
    cells = restore_locked(grading, sub, nb)
    grading.catalog_ahead(sub.assignment)  # while the runner starts
    limits = submission_limits(args)
    launcher = Path(grading.java()).resolve()  # as the sandbox sees it: a JDK behind a link is bound where it is
    java_argv = (
        [str(launcher)]
        + limits.jvm_options(grading.jdk().feature)
        + runner.options
        + ([extra] if extra else [])
        + ["-cp", os.pathsep.join(map(str, runner.classpath)), "pathlab.kernel.grading.GradingRunner"]
    )
    readable = [Path(f) for f in grading.jdk_folders(launcher)] + runner.readable
    if training:
        box = sandbox.Sandbox(sandbox.Unconfined(), limits, slot, readable)
    else:
        box = sandbox.Sandbox(grading.machine(), limits, slot, readable, args.sandbox_user)
    deadline = sub.started + args.time_limit
    with tempfile.TemporaryDirectory(prefix="pathlab-grade-") as work:
        try:
            process = box.start(java_argv, work)
        except OSError as e:
            sub.not_run = f"the grading runner could not start: {e.strerror}"
            return
        channel, errors = Channel(process.stdout), tail(process.stderr)
        try:
            talk(grading, sub, process, channel, cells, deadline, visible_only=bool(training))
            if training:
                process.wait(max(1, deadline - time.monotonic()))
        finally:
            box.kill()
            channel.thread.join(5)
            errors["reader"].join(5)
        if sub.not_run is None and sub.outcomes_done is False:
            sub.not_run = "the tests did not finish"
        if sub.not_run and process.returncode not in (0, None):
            if box.ran_out_of_memory() or b"OutOfMemoryError" in errors["text"]:
                sub.not_run = (
                    f"the submission ran out of memory (the limit is {limits.heap_mb} MB of heap, "
                    f"{limits.memory_mb} MB in all), and grading ended there: {sub.not_run}"
                )
            else:  # the JVM's own last words (cells cannot write there): for the teacher
                said = [line for line in errors["text"].decode(errors="replace").splitlines() if line.strip()]
                sub.not_run += f" (exit status {process.returncode}{': ' + first_line(said[-1], 200) if said else ''})"
        if channel.overflow:
            sub.flag(f"the runner sent more than {CHANNEL_LIMIT // (1024 * 1024)} MB")


def submission_limits(args):
    from . import sandbox

    return sandbox.Limits(cpu_seconds=args.time_limit)


def send(process, message):
    process.stdin.write((json.dumps(message) + "\n").encode())
    process.stdin.flush()


def variant_seed(sub, cells):
    """The seed of the student's variant for the runner, or None for the tests' default seeds."""
    if sub.student is None:
        return None
    from . import variants

    if assignments.by_id(sub.assignment).variants == "notebook":
        typed = variants.typed_id_note([source for _, source in cells], sub.student)
        if typed:
            sub.note(typed)
    return variants.runner_seed(variants.course_secret(), sub.assignment, sub.student)


def next_line(sub, args, channel, deadline, what, short):
    """The runner's next line, or None with the reason in sub.not_run: the time limit reached while
    `what` ran, or the runner stopped while `short` ran."""
    line = channel.next(deadline)
    if line is None:
        sub.not_run = (
            f"the time limit of {args.time_limit} s was reached while {what} ran"
            if time.monotonic() >= deadline
            else f"the grading runner stopped while {short} ran"
        )
    return line


def talk(grading, sub, process, channel, cells, deadline, visible_only=False):
    """The grader's half of the protocol (see GradingRunner): the cells' phase, then the tests'
    (the visible ones only, for the class archive's training)."""
    if cells_phase(grading, sub, process, channel, cells, deadline):
        tests_phase(grading, sub, process, channel, cells, deadline, visible_only)


def cells_phase(grading, sub, process, channel, cells, deadline):
    """Sends the notebook's cells and reads their reports up to "ready": True when it came, else
    False with the reason in sub.not_run. Anything else the runner sends here is flagged."""
    args = grading.options
    sub.cells = dict(cells)
    notebook = {
        "assignment": sub.assignment,
        "cell_timeout": args.cell_timeout,
        "cells": [{"number": n, "source": source} for n, source in cells],
    }
    if not sent(sub, process, notebook, "the grading runner stopped before it read the notebook"):
        return False
    refusals = {}  # cell number -> (the line its refused snippet begins on, its note's index)
    while True:
        line = next_line(sub, args, channel, deadline, "the notebook's cells", "the cells")
        if line is None:
            return False
        message = as_report(sub, line)
        if message is None:
            continue
        if "cell" in message and "status" in message:
            note_cell_report(sub, args, message, refusals)
        elif message.get("ready") is True:
            read_findings(sub, message, refusals)
            return True
        else:
            sub.flag("the runner sent something before the tests that is not a cell's report")


def sent(sub, process, message, stopped):
    """Whether the message reached the runner; if not, sub.not_run says so (stopped)."""
    try:
        send(process, message)
    except OSError:
        sub.not_run = stopped
        return False
    return True


def as_report(sub, line):
    """The line as a report (a JSON object), or None, flagged."""
    try:
        message = json.loads(line)
    except ValueError:
        message = None
    if not isinstance(message, dict):
        sub.flag("the runner sent a line that is not a report")
        return None
    return message


def note_cell_report(sub, args, report, refusals):
    """Notes what went wrong in a cell; a refusal's note is kept in refusals, for the findings of
    "ready" to say where."""
    cell, status = report["cell"], report["status"]
    if status == "timeout":
        sub.note(f"cell {cell} did not finish within {args.cell_timeout} s and was stopped")
    elif "OutOfMemoryError" in str(report.get("message", "")):
        sub.note(f"cell {cell} ran out of memory (the limit is {submission_limits(args).heap_mb} MB)")
    elif status == "refused":  # the policy's lines name the cell; its findings say more
        line = report.get("line")
        if isinstance(cell, int):
            refusals[cell] = (line if isinstance(line, int) else None, len(sub.notes))
        sub.note(first_line(report.get("message", "")))
    elif status != "ok":
        sub.note(f"cell {cell} failed: {first_line(report.get('message', ''))}")


def read_findings(sub, ready, refusals):
    """The findings of "ready": library use (which fails every test) and where each refused cell
    uses the refused API, said in that cell's note."""
    findings = ready.get("findings", [])
    if not isinstance(findings, list) or not all(isinstance(f, dict) for f in findings):
        sub.flag("the runner sent a ready line whose findings are not a list of reports")
        findings = []
    for finding in findings:
        cell = finding.get("cell")
        if not isinstance(cell, (int, type(None))):
            sub.flag("the runner sent a finding whose cell is not a number")
        elif finding.get("library"):
            sub.library_use.append(str(finding.get("message")))
        elif cell in refusals:
            sub.refused.append(where_refused(sub.cells.get(cell, ""), cell, refusals[cell][0], finding))
    for cell, (_, index) in refusals.items():  # each refusal's note now says where
        said = [
            f"cell {r['cell']}, line {r['line']}: {r['message']}" if r["line"] else r["message"]
            for r in sub.refused
            if r["cell"] == cell
        ]
        sub.notes[index] = "\n".join(said) or sub.notes[index]


def tests_phase(grading, sub, process, channel, cells, deadline, visible_only=False):
    """Sends a fresh key, the hidden tests and the student's seed, and reads the outcomes up to
    "done" (sub.outcomes_done). An outcome counts only if signed with that key, in sequence and for
    a test of the assignment; anything else is flagged. visible_only: the hidden tests are neither
    read nor sent, and the runner runs the visible ones alone (the class archive's training)."""
    key = os.urandom(32)
    if visible_only:
        tests = {"key": key.hex(), "visible_only": True}
    else:
        tests = {"key": key.hex(), "classes": grading.hidden_classes(sub.assignment), "seed": variant_seed(sub, cells)}
    if not sent(sub, process, tests, "the grading runner stopped before the tests"):
        return
    expected = 1
    ids = {t["id"] for t in grading.catalog(sub.assignment)}
    while True:
        line = next_line(sub, grading.options, channel, deadline, "the tests", "the tests")
        if line is None:
            return
        try:
            message = verified(key, line, expected)
        except (ValueError, KeyError, TypeError, AttributeError):
            sub.flag("the runner sent an outcome that is not signed, or out of sequence")
            continue
        expected += 1
        if "done" in message:
            if message["done"] != expected - 2:
                sub.flag("the runner's count of outcomes does not match what it sent")
            sub.outcomes_done = True
            return
        record_outcome(sub, ids, message)


def verified(key, line, expected):
    """The message of a signed line: its HMAC under key checked, its number in the sequence the
    one expected. Raises ValueError, KeyError, TypeError or AttributeError for any other line."""
    envelope = json.loads(line)
    text, mac = envelope["signed"], envelope["mac"]
    if not hmac.compare_digest(hmac.new(key, text.encode(), hashlib.sha256).hexdigest(), mac):
        raise ValueError("signature")
    message = json.loads(text)
    if message["seq"] != expected:
        raise ValueError("sequence")
    return message


def record_outcome(sub, ids, message):
    """A test's outcome in sub.outcomes; a test the assignment does not have, or a second outcome
    for one (which then scores nothing), is flagged."""
    test = message.get("id")
    if test not in ids:
        sub.flag(f"an outcome for a test the assignment does not have: {first_line(str(test), 80)}")
    elif test in sub.outcomes:
        sub.flag(f"two outcomes for the test {test}: it scores nothing")
        sub.outcomes[test] = None
    else:
        sub.outcomes[test] = {"passed": message.get("passed") is True, "output": str(message.get("message", ""))}


def where_refused(source, cell, snippet_line, finding):
    """A refusal with its place: the first line of the cell, from the refused snippet's first on,
    that names the refused API (its member, else its class), not in a comment; else the snippet's
    first line. The place is found here, on the grader's side, in the source the grader sent."""
    api, message = str(finding.get("api", "")), first_line(str(finding.get("message", "")))
    lines = source.splitlines()
    start = snippet_line if isinstance(snippet_line, int) and 1 <= snippet_line <= len(lines) else 1
    line = snippet_line if start == snippet_line else None
    for name in [part for part in reversed(api.split(".")) if part][:2]:
        pattern = re.compile(rf"\b{re.escape(name)}\b")
        found = next(
            (
                n
                for n in range(start, len(lines) + 1)
                if pattern.search(lines[n - 1]) and not lines[n - 1].lstrip().startswith(("//", "*", "/*"))
            ),
            None,
        )
        if found:
            line = found
            break
    prefix = f"cell {cell} "  # the policy's message begins with its cell, said again here with the line
    return {
        "cell": cell,
        "line": line,
        "api": api,
        "message": message[len(prefix) :] if message.startswith(prefix) else message,
        "source": first_line(lines[line - 1].strip(), 160) if line else "",
    }

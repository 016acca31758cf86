"""The grader's side of the signed protocol, against a fake runner on a real pipe (no JVM): what
the runner sends decides the outcomes only when it is signed with the key of this grading, in
sequence, once per test and after the cells; anything else is flagged and earns nothing."""

import hashlib
import hmac
import io
import json
import os
import threading
import time

import pytest

from pathlab_tools.grader import protocol, results

from ..builders import fake_grading

READY = {"ready": True, "findings": []}
WRONG_KEY = bytes(32)
UNSIGNED = "the runner sent an outcome that is not signed, or out of sequence"


def signed(key, message):
    """One outcome line as the runner writes it: the message's JSON and its HMAC-SHA-256 under key."""
    text = json.dumps(message)
    return {"signed": text, "mac": hmac.new(key, text.encode(), hashlib.sha256).hexdigest()}


def outcome(seq, test, passed=True, message=""):
    return {"seq": seq, "id": test, "passed": passed, "message": message}


def done(seq, count):
    return {"seq": seq, "done": count}


class FakeRunner:
    """The grading runner's process, played by the test: what the grader writes to its stdin is
    kept in received; the runner's reports and outcomes go into a real pipe that protocol.Channel
    reads. reports: the lines sent after the notebook; outcomes(key): the lines sent after the key,
    each a dict (written as JSON), bytes (written as they are) or a callable of the key. The pipe
    closes after the outcomes unless stay_open (a runner that hangs)."""

    def __init__(self, reports=(READY,), outcomes=lambda key: [], stay_open=False, dies_on_read=False):
        self.reports, self.outcomes, self.stay_open, self.dies_on_read = (
            list(reports),
            outcomes,
            stay_open,
            dies_on_read,
        )
        self.received, self.key = [], None
        read, write = os.pipe()
        self.stdout, self._pipe = os.fdopen(read, "rb"), os.fdopen(write, "wb")
        self.stdin = self

    def write(self, data):
        if self.dies_on_read:
            raise BrokenPipeError(32, "Broken pipe")
        message = json.loads(data)
        self.received.append(message)
        if "cells" in message:
            self.send(self.reports)
        elif "key" in message:
            self.key = bytes.fromhex(message["key"])
            self.send(self.outcomes(self.key))
            if not self.stay_open:
                self._pipe.close()

    def flush(self):
        pass

    def send(self, lines):
        if self._pipe.closed:
            return
        for line in lines:
            if isinstance(line, dict):
                line = json.dumps(line).encode()
            self._pipe.write(line.rstrip(b"\n") + b"\n")
        self._pipe.flush()

    def close(self):
        if not self._pipe.closed:
            self._pipe.close()


@pytest.fixture
def converse(submission, grading):
    """Runs a step of the protocol (talk, or one of its phases) against a FakeRunner: returns what
    the step returned and the channel, closed and read to its end."""
    runners = []

    def run(step, runner, cells=((1, "int x = 1;"),), seconds=10):
        runners.append(runner)
        channel = protocol.Channel(runner.stdout)
        returned = step(grading, submission, runner, channel, list(cells), time.monotonic() + seconds)
        runner.close()
        channel.thread.join(5)
        return returned, channel

    yield run
    for runner in runners:
        runner.close()
        runner.stdout.close()


@pytest.fixture
def talk(converse, submission):
    """Runs protocol.talk against a FakeRunner; returns the submission."""

    def run(runner, cells=((1, "int x = 1;"),), seconds=10):
        converse(protocol.talk, runner, cells, seconds)
        return submission

    return run


def all_signed(*messages):
    return lambda key: [signed(key, m) for m in messages]


def score(sub):
    return results.results(fake_grading(), sub)["score"]


# ---- honest runs


def test_signed_outcomes_in_sequence_are_counted(talk):
    sub = talk(
        FakeRunner(
            outcomes=all_signed(
                outcome(1, "shortest"),
                outcome(2, "ties"),
                outcome(3, "unreachable", passed=False, message="expected 7"),
                done(4, 3),
            )
        )
    )
    assert sub.flags == [] and sub.not_run is None and sub.outcomes_done is True
    assert sub.outcomes["shortest"]["passed"] and sub.outcomes["ties"]["passed"]
    assert sub.outcomes["unreachable"] == {"passed": False, "output": "expected 7"}
    assert score(sub) == 5


def test_the_notebook_is_sent_first_then_a_fresh_key(talk):
    runner = FakeRunner(outcomes=all_signed(done(1, 0)))
    talk(runner, cells=[(1, "int a = 1;"), (3, "int b = a;")])
    hello, tests = runner.received
    assert hello["assignment"] == "A1" and hello["cell_timeout"] == 10
    assert hello["cells"] == [{"number": 1, "source": "int a = 1;"}, {"number": 3, "source": "int b = a;"}]
    assert len(bytes.fromhex(tests["key"])) == 32 and tests["seed"] is None


def test_every_grading_has_a_key_of_its_own(talk):
    first, second = FakeRunner(outcomes=all_signed(done(1, 0))), FakeRunner(outcomes=all_signed(done(1, 0)))
    talk(first)
    talk(second)
    assert first.key != second.key


def test_a_known_student_gets_their_variants_seed(talk, submission, monkeypatch):
    monkeypatch.setenv("PATHLAB_COURSE_SECRET", "a secret for the tests")
    submission.student = "s001"
    runner = FakeRunner(outcomes=all_signed(done(1, 0)))
    talk(runner)
    from pathlab_tools.grader import variants

    assert runner.received[1]["seed"] == variants.student_seed(b"a secret for the tests", "A1", "s001")


def test_a0_sends_the_typed_id_graphs_seed_and_notes_another_students_id(talk, submission, monkeypatch):
    monkeypatch.setenv("PATHLAB_COURSE_SECRET", "a secret for the tests")
    submission.assignment, submission.student = "A0", "s001"
    runner = FakeRunner(outcomes=all_signed(done(1, 0)))
    talk(runner, cells=[(1, 'String studentId = "s002";')])
    from pathlab_tools.grader import variants

    assert runner.received[1]["seed"] == variants.notebook_seed(
        variants.notebook_key(b"a secret for the tests", "A0"), "A0", "s001"
    )
    assert any(note.startswith("the notebook's studentId is 's002', not 's001'") for note in submission.notes)


def test_a_failed_test_earns_nothing(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "ties", passed=False), done(2, 1))))
    assert score(sub) == 0


@pytest.mark.parametrize("passed", ["true", 1, "yes", None, [True]])
def test_only_passed_true_passes(talk, passed):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "ties", passed=passed), done(2, 1))))
    assert sub.outcomes["ties"]["passed"] is False
    assert score(sub) == 0


# ---- forged and wrongly signed lines


def test_an_outcome_signed_with_another_key_is_flagged_and_not_counted(talk):
    sub = talk(FakeRunner(outcomes=lambda key: [signed(WRONG_KEY, outcome(1, "ties")), signed(key, done(1, 0))]))
    assert UNSIGNED in sub.flags
    assert "ties" not in sub.outcomes and score(sub) == 0


def test_an_unsigned_outcome_is_flagged_and_not_counted(talk):
    sub = talk(FakeRunner(outcomes=lambda key: [outcome(1, "ties"), signed(key, done(1, 0))]))
    assert UNSIGNED in sub.flags and score(sub) == 0


def test_a_signed_text_changed_after_signing_is_refused(talk):
    def tampered(key):
        line = signed(key, outcome(1, "ties", passed=False))
        line["signed"] = line["signed"].replace("false", "true")
        return [line, signed(key, done(1, 0))]

    sub = talk(FakeRunner(outcomes=tampered))
    assert UNSIGNED in sub.flags and "ties" not in sub.outcomes and score(sub) == 0


def test_a_mac_of_the_right_length_in_upper_case_is_refused(talk):
    def upper(key):
        line = signed(key, outcome(1, "ties"))
        return [dict(line, mac=line["mac"].upper()), signed(key, done(1, 0))]

    sub = talk(FakeRunner(outcomes=upper))
    assert UNSIGNED in sub.flags and score(sub) == 0


@pytest.mark.parametrize(
    "line",
    [
        b"not json at all",
        b"[1, 2, 3]",
        b'"a string"',
        b"{}",
        b'{"signed": 5, "mac": "00"}',
        b'{"signed": "{}", "mac": null}',
        b'{"mac": "00"}',
        b"\xff\xfe garbage",
        b"",
    ],
    ids=["text", "list", "string", "empty-object", "signed-not-text", "mac-null", "no-signed", "not-utf8", "blank"],
)
def test_malformed_lines_among_the_outcomes_are_flagged_and_skipped(talk, line):
    sub = talk(FakeRunner(outcomes=lambda key: [line, signed(key, outcome(1, "shortest")), signed(key, done(2, 1))]))
    assert UNSIGNED in sub.flags
    assert sub.outcomes_done is True and score(sub) == 2  # the honest outcome after it still counts


def test_a_signed_message_without_a_sequence_number_is_refused(talk):
    sub = talk(FakeRunner(outcomes=all_signed({"id": "ties", "passed": True}, done(1, 0))))
    assert UNSIGNED in sub.flags and score(sub) == 0


def test_a_signed_text_that_is_not_json_is_refused(talk):
    def not_json(key):
        text = "ties passed"
        return [
            {"signed": text, "mac": hmac.new(key, text.encode(), hashlib.sha256).hexdigest()},
            signed(key, done(1, 0)),
        ]

    sub = talk(FakeRunner(outcomes=not_json))
    assert UNSIGNED in sub.flags and score(sub) == 0


def test_an_outcome_for_a_test_the_assignment_does_not_have_is_flagged(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "bonus"), done(2, 1))))
    assert "an outcome for a test the assignment does not have: bonus" in sub.flags
    assert "bonus" not in sub.outcomes and score(sub) == 0


def test_an_outcome_sent_before_ready_is_flagged_and_not_counted(talk):
    early = signed(WRONG_KEY, outcome(1, "ties"))
    sub = talk(FakeRunner(reports=[early, READY], outcomes=all_signed(done(1, 0))))
    assert "the runner sent something before the tests that is not a cell's report" in sub.flags
    assert score(sub) == 0


@pytest.mark.parametrize("line", [b"garbage", b"[]", b"42"])
def test_a_line_among_the_reports_that_is_not_a_report_is_flagged(talk, line):
    sub = talk(FakeRunner(reports=[line, READY], outcomes=all_signed(done(1, 0))))
    assert "the runner sent a line that is not a report" in sub.flags
    assert sub.outcomes_done is True


@pytest.mark.parametrize("findings", [5, [5], [{"cell": [1]}]], ids=["number", "list-of-number", "unhashable-cell"])
def test_a_ready_line_with_malformed_findings_is_flagged(talk, findings):
    sub = talk(FakeRunner(reports=[{"ready": True, "findings": findings}], outcomes=all_signed(done(1, 0))))
    assert sub.flags and score(sub) == 0


# ---- duplicated, missing and out-of-order lines


def test_a_repeated_signed_line_is_refused_by_its_sequence(talk):
    def repeated(key):
        line = signed(key, outcome(1, "ties", passed=False))
        return [line, line, signed(key, done(2, 1))]

    sub = talk(FakeRunner(outcomes=repeated))
    assert UNSIGNED in sub.flags
    assert sub.outcomes["ties"]["passed"] is False and sub.outcomes_done is True


def test_two_outcomes_for_one_test_score_nothing(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "ties", passed=False), outcome(2, "ties"), done(3, 2))))
    assert "two outcomes for the test ties: it scores nothing" in sub.flags
    assert sub.outcomes["ties"] is None
    tests = {t["extra_data"]["id"]: t for t in results.results(fake_grading(), sub)["tests"]}
    assert tests["ties"]["score"] == 0 and tests["ties"]["output"] == "flagged: two outcomes came for this test"


def test_a_passing_outcome_sent_twice_scores_nothing(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "ties"), outcome(2, "ties"), done(3, 2))))
    assert score(sub) == 0


def test_a_third_outcome_for_a_flagged_test_does_not_bring_its_points_back(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "ties"), outcome(2, "ties"), outcome(3, "ties"), done(4, 3))))
    assert sub.outcomes["ties"] is None and score(sub) == 0


def test_a_missing_line_puts_everything_after_it_out_of_sequence(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "shortest"), outcome(3, "ties"), done(4, 3))))
    assert UNSIGNED in sub.flags
    assert list(sub.outcomes) == ["shortest"]
    assert sub.outcomes_done is False and sub.not_run == "the grading runner stopped while the tests ran"
    assert score(sub) == 2


def test_out_of_order_lines_count_only_up_to_the_first_out_of_place(talk):
    sub = talk(
        FakeRunner(
            outcomes=all_signed(outcome(2, "ties"), outcome(1, "shortest"), outcome(3, "unreachable"), done(4, 3))
        )
    )
    assert UNSIGNED in sub.flags
    assert list(sub.outcomes) == ["shortest"] and sub.outcomes_done is False
    assert score(sub) == 2


def test_a_sequence_number_as_text_is_out_of_sequence(talk):
    sub = talk(FakeRunner(outcomes=all_signed({"seq": "1", "id": "ties", "passed": True}, done(1, 0))))
    assert UNSIGNED in sub.flags and score(sub) == 0


def test_a_done_whose_count_is_wrong_is_flagged(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "shortest"), done(2, 3))))
    assert "the runner's count of outcomes does not match what it sent" in sub.flags
    assert sub.outcomes_done is True


def test_lines_after_done_are_not_read(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "shortest"), done(2, 1), outcome(3, "ties"))))
    assert "ties" not in sub.outcomes and sub.flags == [] and score(sub) == 2


def test_a_runner_that_never_sends_done_has_not_finished(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "shortest"))))
    assert sub.outcomes_done is False
    assert sub.not_run == "the grading runner stopped while the tests ran"


# ---- a runner that dies or hangs


def test_a_runner_that_dies_before_reading_the_notebook(talk):
    sub = talk(FakeRunner(dies_on_read=True))
    assert sub.not_run == "the grading runner stopped before it read the notebook"
    assert sub.outcomes == {} and score(sub) == 0


def test_a_runner_that_dies_while_the_cells_run(talk):
    runner = FakeRunner(reports=[{"cell": 1, "status": "ok"}])
    runner.send(runner.reports)
    runner.reports = []
    runner.close()
    sub = talk(runner)
    assert sub.not_run == "the grading runner stopped while the cells ran"
    assert len(runner.received) == 1  # no key was sent
    assert score(sub) == 0


def test_a_runner_that_dies_midway_through_the_tests_keeps_the_outcomes_it_signed(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "shortest"))))
    tests = {t["extra_data"]["id"]: t for t in results.results(fake_grading(), sub)["tests"]}
    assert tests["shortest"]["score"] == 2
    assert tests["ties"]["output"] == "not run: the grading runner stopped while the tests ran"
    assert score(sub) == 2


def test_a_runner_that_hangs_meets_the_time_limit(talk):
    sub = talk(FakeRunner(outcomes=all_signed(outcome(1, "shortest")), stay_open=True), seconds=0.3)
    assert sub.not_run == "the time limit of 30 s was reached while the tests ran"
    assert sub.outcomes_done is False


def test_a_runner_that_hangs_in_the_cells_meets_the_time_limit(talk):
    sub = talk(FakeRunner(reports=[{"cell": 1, "status": "ok"}]), seconds=0.3)
    assert sub.not_run == "the time limit of 30 s was reached while the notebook's cells ran"


# ---- the cells' reports


def test_a_failed_cell_is_noted_with_its_first_line(talk):
    sub = talk(
        FakeRunner(
            reports=[{"cell": 2, "status": "error", "message": "\ncannot find symbol\nmore"}, READY],
            outcomes=all_signed(done(1, 0)),
        )
    )
    assert "cell 2 failed: cannot find symbol" in sub.notes


def test_a_cell_that_timed_out_is_noted(talk):
    sub = talk(FakeRunner(reports=[{"cell": 3, "status": "timeout"}, READY], outcomes=all_signed(done(1, 0))))
    assert "cell 3 did not finish within 10 s and was stopped" in sub.notes


def test_library_use_found_by_the_runner_fails_every_test(talk):
    ready = {"ready": True, "findings": [{"library": True, "message": "cell 2 calls pathlab.search.Dijkstra"}]}
    sub = talk(FakeRunner(reports=[ready], outcomes=all_signed(outcome(1, "shortest"), outcome(2, "ties"), done(3, 2))))
    assert sub.library_use == ["cell 2 calls pathlab.search.Dijkstra"]
    assert score(sub) == 0


def test_a_refused_cell_is_noted_where_the_refused_api_is(talk):
    source = 'int a = 1;\n// Runtime.getRuntime() in a comment\nRuntime.getRuntime().exec("ls");'
    refusal = {"cell": 2, "status": "refused", "line": 1, "message": "cell 2 uses java.lang.Runtime"}
    finding = {"cell": 2, "api": "java.lang.Runtime.exec", "message": "cell 2 uses java.lang.Runtime.exec"}
    sub = talk(
        FakeRunner(reports=[refusal, {"ready": True, "findings": [finding]}], outcomes=all_signed(done(1, 0))),
        cells=[(2, source)],
    )
    assert sub.refused == [
        {
            "cell": 2,
            "line": 3,
            "api": "java.lang.Runtime.exec",
            "message": "uses java.lang.Runtime.exec",
            "source": 'Runtime.getRuntime().exec("ls");',
        }
    ]
    assert sub.notes == ["cell 2, line 3: uses java.lang.Runtime.exec"]


# ---- each phase alone


def test_the_cells_phase_ends_at_ready_and_sends_no_key(converse, submission):
    runner = FakeRunner(reports=[{"cell": 1, "status": "ok"}, READY, {"cell": 2, "status": "error"}])
    ready, channel = converse(protocol.cells_phase, runner)
    assert ready is True and submission.not_run is None and submission.flags == []
    assert [list(m) for m in runner.received] == [["assignment", "cell_timeout", "cells"]]
    assert channel.lines == [b'{"cell": 2, "status": "error"}\n']  # what came after ready is the tests phase's
    assert submission.notes == [] and submission.cells == {1: "int x = 1;"}


def test_the_cells_phase_without_ready_says_the_runner_stopped(converse, submission):
    ready, _ = converse(protocol.cells_phase, FakeRunner(reports=[{"cell": 1, "status": "ok"}]), seconds=0.3)
    assert ready is False
    assert submission.not_run == "the time limit of 30 s was reached while the notebook's cells ran"


def test_the_cells_phase_takes_no_outcome(converse, submission):
    forged = {"seq": 1, "id": "ties", "passed": True}
    ready, _ = converse(protocol.cells_phase, FakeRunner(reports=[signed(WRONG_KEY, forged), forged, READY]))
    assert ready is True and submission.outcomes == {}
    assert submission.flags == ["the runner sent something before the tests that is not a cell's report"]


def test_the_tests_phase_alone_sends_the_key_the_hidden_tests_and_the_seed(converse, submission):
    runner = FakeRunner(outcomes=all_signed(outcome(1, "shortest"), done(2, 1)))
    converse(protocol.tests_phase, runner)
    (tests,) = runner.received
    assert sorted(tests) == ["classes", "key", "seed"] and bytes.fromhex(tests["key"]) == runner.key
    assert submission.outcomes_done is True and submission.flags == [] and score(submission) == 2


def test_the_training_tests_phase_sends_no_hidden_test_and_never_reads_them(converse, submission, grading):
    grading._hidden_classes = lambda assignment: pytest.fail("the training read the hidden tests")
    runner = FakeRunner(outcomes=all_signed(outcome(1, "shortest"), done(2, 1)))
    converse(lambda *args: protocol.tests_phase(*args, visible_only=True), runner)
    (tests,) = runner.received
    assert tests == {"key": runner.key.hex(), "visible_only": True}
    assert submission.outcomes_done is True and submission.flags == []


def test_a_ready_line_in_the_tests_phase_is_not_an_outcome(converse, submission):
    runner = FakeRunner(outcomes=lambda key: [READY, signed(key, outcome(1, "shortest")), signed(key, done(2, 1))])
    converse(protocol.tests_phase, runner)
    assert submission.flags == [UNSIGNED] and score(submission) == 2


def test_a_runner_that_dies_before_the_key(converse, submission):
    converse(protocol.tests_phase, FakeRunner(dies_on_read=True))
    assert submission.not_run == "the grading runner stopped before the tests" and submission.outcomes == {}


def test_verified_gives_the_message_of_a_signed_line_in_sequence():
    key = os.urandom(32)
    line = json.dumps(signed(key, outcome(2, "ties"))).encode()
    assert protocol.verified(key, line, 2) == outcome(2, "ties")
    with pytest.raises(ValueError, match="sequence"):
        protocol.verified(key, line, 3)
    with pytest.raises(ValueError, match="signature"):
        protocol.verified(WRONG_KEY, line, 2)


def test_record_outcome_keeps_the_first_and_voids_a_test_told_twice(submission):
    protocol.record_outcome(submission, {"ties"}, outcome(1, "ties", message=["a", "list"]))
    assert submission.outcomes["ties"] == {"passed": True, "output": "['a', 'list']"}
    protocol.record_outcome(submission, {"ties"}, outcome(2, "ties"))
    protocol.record_outcome(submission, {"ties"}, outcome(3, "x" * 200))
    assert submission.outcomes == {"ties": None}
    assert submission.flags == [
        "two outcomes for the test ties: it scores nothing",
        "an outcome for a test the assignment does not have: " + "x" * 80 + "...",
    ]


# ---- the channel


def test_the_channel_stops_reading_past_its_limit(monkeypatch):
    monkeypatch.setattr(protocol, "CHANNEL_LIMIT", 100)
    channel = protocol.Channel(io.BytesIO(b"a" * 40 + b"\n" + b"b" * 40 + b"\n" + b"c" * 40 + b"\n" + b"d\n"))
    channel.thread.join(5)
    assert channel.overflow is True
    assert channel.lines == [b"a" * 40 + b"\n", b"b" * 40 + b"\n"]


def test_an_oversized_outcome_is_never_read(talk, monkeypatch):
    monkeypatch.setattr(protocol, "CHANNEL_LIMIT", 4096)
    sub = talk(
        FakeRunner(
            outcomes=lambda key: [signed(key, outcome(1, "shortest", message="x" * 5000)), signed(key, done(2, 1))]
        )
    )
    assert sub.outcomes == {} and sub.outcomes_done is False
    assert sub.not_run == "the grading runner stopped while the tests ran"


def test_the_channel_gives_none_when_its_deadline_passes():
    read, write = os.pipe()
    with os.fdopen(read, "rb") as stream, os.fdopen(write, "wb"):
        channel = protocol.Channel(stream)
        started = time.monotonic()
        assert channel.next(time.monotonic() + 0.2) is None
        assert time.monotonic() - started < 2


def test_the_channel_gives_lines_in_order_then_none_when_closed():
    channel = protocol.Channel(io.BytesIO(b"one\ntwo\n"))
    deadline = time.monotonic() + 5
    assert [channel.next(deadline), channel.next(deadline), channel.next(deadline)] == [b"one\n", b"two\n", None]


def test_the_channel_waits_for_a_line_written_later():
    read, write = os.pipe()
    with os.fdopen(read, "rb") as stream, os.fdopen(write, "wb") as pipe:
        channel = protocol.Channel(stream)
        later = threading.Timer(0.1, lambda: (pipe.write(b"late\n"), pipe.flush()))
        later.start()
        assert channel.next(time.monotonic() + 5) == b"late\n"
        later.join()


def test_where_refused_skips_comments_and_falls_back_to_the_snippets_line():
    finding = {"api": "java.io.File", "message": "cell 4 uses java.io.File"}
    found = protocol.where_refused('// File here\nint a;\nnew File("x");', 4, 1, finding)
    assert (found["line"], found["message"], found["source"]) == (3, "uses java.io.File", 'new File("x");')
    nowhere = protocol.where_refused("int a;\nint b;", 4, 2, finding)
    assert nowhere["line"] == 2 and nowhere["source"] == "int b;"

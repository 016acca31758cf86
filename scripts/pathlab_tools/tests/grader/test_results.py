"""What grading writes about a submission: Gradescope's results.json, the table, JUnit XML."""

import json
import xml.etree.ElementTree as ET

from pathlab_tools.grader import results

from ..builders import CATALOG


def passed(output=""):
    return {"passed": True, "output": output}


def failed(output):
    return {"passed": False, "output": output}


def test_results_json_has_gradescopes_shape(submission, grading):
    submission.outcomes = {"shortest": passed(), "ties": failed("expected 7"), "unreachable": passed()}
    result = results.results(grading, submission)
    assert set(result) == {"score", "max_score", "execution_time", "output", "output_format", "tests", "extra_data"}
    assert (result["score"], result["max_score"], result["output_format"]) == (3, 6, "text")
    assert [t["number"] for t in result["tests"]] == ["1", "2", "3"]
    for test in result["tests"]:
        assert set(test) == {
            "name",
            "number",
            "score",
            "max_score",
            "status",
            "output",
            "output_format",
            "visibility",
            "extra_data",
        }
        assert test["output_format"] == "text"
    assert [t["extra_data"]["id"] for t in result["tests"]] == ["shortest", "ties", "unreachable"]
    assert result["extra_data"]["assignment"] == "A1" and result["extra_data"]["title"] == "Dijkstra"


def test_the_first_line_of_the_output_names_the_file_score_and_variant(submission, grading):
    result = results.results(grading, submission)
    assert (
        result["output"].splitlines()[0]
        == "A1-alice.ipynb: A1 Dijkstra, score 0/6; variant: the default (no student id)"
    )


def test_a_test_that_did_not_run_says_why(submission, grading):
    submission.not_run = "the time limit of 30 s was reached while the tests ran"
    tests = results.results(grading, submission)["tests"]
    assert tests[1]["output"] == "not run: the time limit of 30 s was reached while the tests ran"
    assert all(t["score"] == 0 for t in tests)


def test_a_failed_visible_test_says_how_to_run_it_again(submission, grading):
    submission.outcomes = {"shortest": failed("expected 3"), "ties": failed("expected 7")}
    tests = results.results(grading, submission)["tests"]
    assert tests[0]["output"] == "expected 3\nrun it again: python3 scripts/visible-tests A1 --test shortest"
    assert tests[1]["output"] == "expected 7"  # a hidden test cannot be run again by the student


def test_library_use_makes_every_test_earn_nothing(submission, grading):
    submission.outcomes = {t["id"]: passed() for t in CATALOG}
    submission.library_use = ["cell 2 calls pathlab.search.Dijkstra"]
    result = results.results(grading, submission)
    assert result["score"] == 0
    assert result["tests"][0]["output"].startswith(
        "cell 2 calls pathlab.search.Dijkstra: A1 asks for your own Dijkstra"
    )


def test_flags_and_notes_are_in_the_output(submission, grading):
    submission.flag("the runner sent a line that is not a report")
    submission.note("cell 2 failed: boom")
    lines = results.results(grading, submission)["output"].splitlines()
    assert lines[1:] == ["flagged: the runner sent a line that is not a report", "cell 2 failed: boom"]


def test_a_tests_output_is_made_inert(submission, grading):
    submission.outcomes = {"ties": passed("\x1b[2Jscore 12/12\r" + "x" * 5000)}
    output = results.results(grading, submission)["tests"][1]["output"]
    assert "\x1b" not in output and "\r" not in output and output.endswith("more characters)")


def test_a_hostile_file_name_is_one_line_in_the_output(tmp_path, grading):
    from pathlab_tools.grader import notebook

    sub = notebook.Submission(tmp_path / "A1\nscore 6 of 6.ipynb", "A1")
    assert results.results(grading, sub)["output"].splitlines()[0].startswith("A1\\x0ascore 6 of 6.ipynb:")


def test_an_unknown_assignment_has_no_tests(tmp_path, grading):
    from pathlab_tools.grader import notebook

    sub = notebook.Submission(tmp_path / "x.ipynb", None)
    sub.not_run = "cannot tell which assignment x.ipynb is for"
    result = results.results(grading, sub)
    assert (result["score"], result["max_score"], result["tests"]) == (0, 0, [])
    assert "unknown assignment" in result["output"]


def test_gradescope_json_leaves_out_max_score(submission, grading):
    text = results.gradescope_json(results.results(grading, submission))
    assert "max_score" not in json.loads(text) and text.endswith("\n")


def test_the_tables_last_line_is_the_score(submission, grading):
    submission.outcomes = {"shortest": passed(), "ties": failed("line one\nline two")}
    table = results.table(results.results(grading, submission)).splitlines()
    assert table[-1] == "score 2/6"
    assert any(line.strip() == "line two" for line in table)


def test_junit_xml_is_well_formed_whatever_the_submission_wrote(submission, grading, tmp_path):
    submission.outcomes = {"shortest": failed("NUL \x00 and \x1b and ]]> and <tag>")}
    results.junit_xml(submission, results.results(grading, submission), tmp_path / "junit")
    suite = ET.parse(tmp_path / "junit" / "TEST-A1-alice.xml").getroot()
    assert suite.get("tests") == "3" and suite.get("failures") == "3"
    assert "<tag>" in suite.find("testcase/failure").text


def test_write_atomically_leaves_no_temporary_file(tmp_path):
    results.write_atomically(tmp_path / "out" / "results.json", "{}\n")
    assert [p.name for p in (tmp_path / "out").iterdir()] == ["results.json"]

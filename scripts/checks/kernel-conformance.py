#!/usr/bin/env python3
"""The installed pathlab-java kernel against Jupyter's kernel conformance suite (jupyter_kernel_test).

Idea: jupyter_kernel_test starts the kernel through jupyter_client and checks each message it covers
against the protocol's schemas: kernel_info, execute (stdout, stderr, a value, display data, an
error), complete, is_complete, inspect (Shift+Tab) and history (tail, range, search). This script
gives it Java samples for every one of them, adds checks of what Pathlab's students see (the
library's Javadoc on Shift+Tab, as text and Markdown; Run All's stop_on_error, the queued cells
answered "aborted"), prints one line per test and ends with
"N passed, M failed". The suite's pager and clear_output tests are skipped: the kernel has neither.

  python3 scripts/checks/kernel-conformance.py [--kernel NAME]   (default pathlab-java)
"""

import argparse
import os
import sys
import unittest

import in_environment  # noqa: F401  (before pathlab_tools: the environment's Python, which has it)
from pathlab_tools import toolchain
from pathlab_tools.environment import restart_in_environment

restart_in_environment(["jupyter_kernel_test"])
import jupyter_kernel_test  # noqa: E402


class PathlabKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = toolchain.KERNEL_NAME
    language_name = "java"
    file_extension = ".jshell"

    code_hello_world = 'System.out.println("hello, world");'
    code_stderr = 'System.err.println("a warning");'
    completion_samples = [
        {"text": "Math.ma", "matches": {"max("}},
        {"text": "Integer.MAX_", "matches": {"MAX_VALUE"}},
    ]
    complete_code_samples = [
        "1 + 1",
        "int x = 1;",
        "void greet() { System.out.println(); }",
        # JShell 17's own analysis cannot tell this one (a switch rule that throws)
        "class Rule { void f(String s) { switch (s) { default -> throw new "
        "IllegalArgumentException(s); } } }\nint afterRule = 1;",
    ]
    incomplete_code_samples = ["for (int i = 0; i < 3; i++) {", "int y = (1 +", "class Node {"]
    invalid_code_samples = ["int z = );", "1 + )"]
    code_generate_error = 'throw new IllegalStateException("on purpose");'
    code_execute_result = [
        {"code": "6 * 7", "result": "42"},
        {"code": '"pathlab".length()', "result": "7"},
        {"code": "Math.max(3, 4)", "result": "4"},
    ]
    code_display_data = [
        {"code": 'display("text/html", "<b>A*</b>");', "mime": "text/html"},
        {
            "code": "display(new java.awt.image.BufferedImage(4, 4, java.awt.image.BufferedImage.TYPE_INT_RGB));",
            "mime": "image/png",
        },
    ]
    code_history_pattern = "Math.max(*"
    supported_history_operations = ("tail", "range", "search")
    code_inspect_sample = "Math.max"

    def inspect(self, code):
        self.flush_channels()
        self.kc.inspect(code)
        reply = self.get_non_kernel_info_reply(timeout=jupyter_kernel_test.TIMEOUT)
        jupyter_kernel_test.validate_message(reply, "inspect_reply")
        return reply["content"]

    def test_inspect_library_class(self):
        content = self.inspect("pathlab.search.AStar")
        self.assertTrue(content["found"])
        self.assertIn("A*, exactly as lecture 07 runs it", content["data"]["text/plain"])
        self.assertIn("`Heuristic.ZERO`", content["data"]["text/markdown"])

    def test_inspect_library_method(self):
        content = self.inspect("new pathlab.search.AStar(null).costsFrom(")
        self.assertTrue(content["found"])
        self.assertIn("double[] pathlab.search.AStar.costsFrom(int... sources)", content["data"]["text/plain"])
        self.assertIn("This is the problem Dijkstra's algorithm was designed for", content["data"]["text/markdown"])

    def test_stop_on_error_aborts_the_queued_cells(self):
        """Run All: the cells queued behind a failed one are answered "aborted", as ipykernel does."""
        self.flush_channels()
        ids = [
            self.kc.execute(code, stop_on_error=True)
            for code in (
                'Thread.sleep(300);\nthrow new IllegalStateException("stop here");',
                "int queuedBehindError = 1;",
            )
        ]
        replies = {}
        while len(replies) < len(ids):
            reply = self.get_non_kernel_info_reply(timeout=jupyter_kernel_test.TIMEOUT)
            replies[reply["parent_header"]["msg_id"]] = reply
        self.flush_channels()
        self.assertEqual([replies[i]["content"]["status"] for i in ids], ["error", "aborted"])
        jupyter_kernel_test.msgspec_v5.msg_structure_validator.validate(replies[ids[1]])
        self.assertEqual(replies[ids[1]]["header"]["msg_type"], "execute_reply")

    def test_inspect_nothing(self):
        content = self.inspect("   ")
        self.assertEqual(content["status"], "ok")
        self.assertFalse(content["found"])


class LinePerTest(unittest.TextTestResult):
    """Prints "ok", "FAIL" or "skip" and the test's name, one line each; a failed subtest fails its test."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.failed_tests = set()
        self.passed = 0

    def name(self, test):
        return getattr(test, "_testMethodName", str(test))

    def addSubTest(self, test, subtest, outcome):
        super().addSubTest(test, subtest, outcome)
        if outcome is not None and not isinstance(outcome[1], unittest.SkipTest):
            self.failed_tests.add(self.name(test))
            print(f"  FAIL  {self.name(test)} {subtest._subDescription()}: {outcome[1]}", flush=True)

    def addSuccess(self, test):
        super().addSuccess(test)
        if self.name(test) not in self.failed_tests:
            self.passed += 1
            print(f"  ok    {self.name(test)}", flush=True)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self.failed_tests.add(self.name(test))
        print(f"  FAIL  {self.name(test)}: {err[1]}", flush=True)

    def addError(self, test, err):
        super().addError(test, err)
        self.failed_tests.add(self.name(test))
        print(f"  FAIL  {self.name(test)}: {err[0].__name__}: {err[1]}", flush=True)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        print(f"  skip  {self.name(test)}: {reason}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--kernel", default=toolchain.KERNEL_NAME, help=f"kernelspec to test (default {toolchain.KERNEL_NAME})"
    )
    args = parser.parse_args()
    PathlabKernelTests.kernel_name = args.kernel
    print(
        f"kernel conformance (jupyter_kernel_test {jupyter_kernel_test.__version__}): kernel {args.kernel}", flush=True
    )
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(PathlabKernelTests)
    with open(os.devnull, "w") as quiet:
        result = unittest.TextTestRunner(stream=quiet, resultclass=LinePerTest, verbosity=0).run(suite)
    print(f"{result.passed} passed, {len(result.failed_tests)} failed")
    return 0 if not result.failed_tests else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The installed pathlab-java kernel against Jupyter's kernel conformance suite (jupyter_kernel_test).

Idea: jupyter_kernel_test starts the kernel through jupyter_client and checks each message it covers
against the protocol's schemas: kernel_info, execute (stdout, stderr, a value, display data, an
error), complete, is_complete, inspect (Shift+Tab) and history (tail, range, search). This script
gives it Java samples for every one of them, adds checks of what Pathlab's students see (the
library's Javadoc on Shift+Tab, as text and Markdown; Run All's stop_on_error, the queued cells
answered "aborted"; widgets: a counter opened, clicked, its state restored after a reload, the open
comms listed, a handler that never returns leaving the kernel to answer a cell and stopped by
Interrupt or by its time limit, a handler's printing arriving in its widget's state), prints one
line per test and ends with "N passed, M failed". The suite's pager and clear_output tests are
skipped: the kernel has neither.

  python3 scripts/checks/kernel-conformance.py [--kernel NAME]   (default pathlab-java)
"""

import argparse
import os
import sys
import unittest
import uuid

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

    def execute_helper(self, code, timeout=jupyter_kernel_test.TIMEOUT, **kwargs):
        """The suite's own helper, but waiting for the cell's output as long as for its reply.

        The suite reads the iopub socket with 0.1 s per message after the reply has come on shell.
        The two sockets are independent: the kernel sends a cell's output before its reply, yet on a
        busy machine the client may take the reply first and the output a little later. A check of
        the protocol must not fail on that; Jupyter's front ends wait for the idle status as well.
        """
        msg_id = self.kc.execute(code=code, **kwargs)
        reply = self.get_non_kernel_info_reply(timeout=timeout)
        jupyter_kernel_test.validate_message(reply, "execute_reply", msg_id)
        busy = self.kc.get_iopub_msg(timeout=timeout)
        jupyter_kernel_test.validate_message(busy, "status", msg_id)
        self.assertEqual(busy["content"]["execution_state"], "busy")
        outputs = []
        while True:
            msg = self.kc.get_iopub_msg(timeout=timeout)
            jupyter_kernel_test.validate_message(msg, msg["msg_type"], msg_id)
            if msg["msg_type"] == "status":
                self.assertEqual(msg["content"]["execution_state"], "idle")
                return reply, outputs
            if msg["msg_type"] == "execute_input":
                self.assertEqual(msg["content"]["code"], code)
            else:
                outputs.append(msg)

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

    # Widgets (pathlab.widget): the Jupyter widget protocol 2.1 on the kernel's comms, driven as a
    # front end's widget manager drives it, with the counter widget of the kernel's jar.

    def open_counter(self):
        """Runs a cell showing a counter widget; returns its comm_open and display_data messages."""
        self.flush_channels()
        outputs = []
        reply = self.kc.execute_interactive(
            "pathlab.widget.Counter.show();", timeout=jupyter_kernel_test.TIMEOUT, output_hook=outputs.append
        )
        self.assertEqual(reply["content"]["status"], "ok", outputs)
        by_type = {m["msg_type"]: m for m in outputs}
        self.assertIn("comm_open", by_type, outputs)
        self.assertIn("display_data", by_type, outputs)
        for m in by_type.values():
            self.assertEqual(m["parent_header"]["msg_id"], reply["parent_header"]["msg_id"])
        return by_type["comm_open"], by_type["display_data"]

    def send_comm(self, msg_type, content):
        """Sends a comm message on the shell socket, as a front end does; returns its id."""
        msg = self.kc.session.msg(msg_type, content)
        self.kc.shell_channel.send(msg)
        return msg["header"]["msg_id"]

    def answer_to(self, msg_id):
        """The first comm_msg on iopub whose parent is the message msg_id."""
        while True:
            msg = self.kc.get_iopub_msg(timeout=jupyter_kernel_test.TIMEOUT)
            if msg["msg_type"] == "comm_msg" and msg["parent_header"].get("msg_id") == msg_id:
                return msg

    def test_widget_opens_with_its_state_and_a_view(self):
        comm_open, display = self.open_counter()
        content = comm_open["content"]
        self.assertEqual(content["target_name"], "jupyter.widget")
        self.assertEqual(comm_open["metadata"], {"version": "2.1.0"})
        state = content["data"]["state"]
        self.assertEqual((state["_model_module"], state["_model_name"]), ("anywidget", "AnyModel"))
        self.assertEqual(state["count"], 0)
        self.assertIn("export default", state["_esm"])
        view = display["content"]["data"]["application/vnd.jupyter.widget-view+json"]
        self.assertEqual(view, {"version_major": 2, "version_minor": 1, "model_id": content["comm_id"]})
        jupyter_kernel_test.validate_message(display, "display_data")

    def test_widget_click_is_answered_by_an_update_to_that_click(self):
        comm_open, _ = self.open_counter()
        comm_id = comm_open["content"]["comm_id"]
        for count in (1, 2):
            click = {"comm_id": comm_id, "data": {"method": "custom", "content": {"type": "click"}}}
            msg_id = self.send_comm("comm_msg", click)
            answer = self.answer_to(msg_id)
            self.assertEqual(answer["content"]["comm_id"], comm_id)
            self.assertEqual(
                answer["content"]["data"], {"method": "update", "state": {"count": count}, "buffer_paths": []}
            )
            self.assertEqual(self.handled(msg_id), {"busy": False, "error": "", "printed": ""})

    def test_widget_state_comes_back_after_a_reload(self):
        """A reloaded page: request_states on the control comm, request_state on a widget's comm."""
        comm_open, _ = self.open_counter()
        comm_id = comm_open["content"]["comm_id"]
        control = uuid.uuid4().hex
        self.send_comm("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}})
        states = self.answer_to(self.send_comm("comm_msg", {"comm_id": control, "data": {"method": "request_states"}}))
        data = states["content"]["data"]
        self.assertEqual(data["method"], "update_states")
        model = data["states"][comm_id]
        self.assertEqual((model["model_module"], model["model_name"]), ("anywidget", "AnyModel"))
        self.assertEqual(model["state"], comm_open["content"]["data"]["state"])
        state = self.answer_to(self.send_comm("comm_msg", {"comm_id": comm_id, "data": {"method": "request_state"}}))
        self.assertEqual(state["content"]["data"]["state"], comm_open["content"]["data"]["state"])

    def handled(self, msg_id):
        """The state update saying how the handlers of the message msg_id ended (busy, error, printed)."""
        while True:
            state = self.answer_to(msg_id)["content"]["data"].get("state", {})
            if "busy" in state:
                return state

    def widget_with_handler(self, handler_code):
        """Opens a widget whose clicks run `handler_code` (the body of a lambda over `content`); returns its comm id."""
        self.flush_channels()
        opened = []
        reply = self.kc.execute_interactive(
            'var handled = pathlab.widget.Widget.open("test", "export default { render() {} };", java.util.Map.of());\n'
            f"handled.onMessage(content -> {{ {handler_code} }});",
            timeout=jupyter_kernel_test.TIMEOUT,
            output_hook=lambda m: m["msg_type"] == "comm_open" and opened.append(m["content"]["comm_id"]),
        )
        self.assertEqual(reply["content"]["status"], "ok", reply["content"])
        return opened[0]

    def run_cell(self, code):
        """Runs `code`; its reply and the messages it caused (not a handler's)."""
        outputs = []
        reply = self.kc.execute_interactive(code, timeout=jupyter_kernel_test.TIMEOUT, output_hook=outputs.append)
        return reply, outputs

    def click(self, comm_id):
        """Sends a click to the widget comm_id, as anywidget's front end does; returns the message's id."""
        return self.send_comm("comm_msg", {"comm_id": comm_id, "data": {"method": "custom", "content": {}}})

    def test_widget_handler_that_never_returns_leaves_the_kernel_answering_and_interrupt_stops_it(self):
        self.run_cell("var first = new java.util.concurrent.atomic.AtomicBoolean(true);")
        comm_id = self.widget_with_handler("if (first.getAndSet(false)) { while (true) { } }")
        click = self.click(comm_id)
        reply, outputs = self.run_cell("6 * 7")
        self.assertEqual(reply["content"]["status"], "ok", "a cell runs while the handler loops")
        results = [m["content"]["data"]["text/plain"] for m in outputs if m["msg_type"] == "execute_result"]
        self.assertEqual(results, ["42"])
        self.km.interrupt_kernel()
        state = self.handled(click)
        self.assertEqual((state["error"], state["busy"]), ("stopped by Interrupt", False))
        self.assertEqual(self.handled(self.click(comm_id))["error"], "", "the next click is handled")

    def test_widget_handler_past_its_time_limit_is_stopped_and_says_so(self):
        comm_id = self.widget_with_handler("while (true) { }")
        reply, _ = self.run_cell("handled.timeLimit(java.time.Duration.ofMillis(300));")
        self.assertEqual(reply["content"]["status"], "ok")
        state = self.handled(self.click(comm_id))
        self.assertEqual(state["error"], "stopped: it ran longer than its time limit of 0.3 s")

    def test_widget_handler_prints_into_the_widget_not_the_next_cell(self):
        comm_id = self.widget_with_handler('System.out.println("expanded 12 nodes"); System.err.println("no path");')
        state = self.handled(self.click(comm_id))
        self.assertEqual((state["printed"], state["error"]), ("expanded 12 nodes\nno path\n", ""))
        _, outputs = self.run_cell("1")
        self.assertEqual([m for m in outputs if m["msg_type"] == "stream"], [], "nothing waits for the next cell")

    def test_comm_info_lists_the_open_widgets_with_status(self):
        comm_open, _ = self.open_counter()
        self.flush_channels()
        self.kc.comm_info(target_name="jupyter.widget")
        reply = self.get_non_kernel_info_reply(timeout=jupyter_kernel_test.TIMEOUT)
        jupyter_kernel_test.validate_message(reply, "comm_info_reply")
        self.assertEqual(reply["content"]["status"], "ok")
        comms = reply["content"]["comms"]
        self.assertEqual(comms[comm_open["content"]["comm_id"]], {"target_name": "jupyter.widget"})
        self.assertEqual({c["target_name"] for c in comms.values()}, {"jupyter.widget"})

    def test_inspect_nothing(self):
        content = self.inspect("   ")
        self.assertEqual(content["status"], "ok")
        self.assertFalse(content["found"])


def described(error):
    """A failure in one line: its message, or its kind when it has none (a timeout's queue.Empty)."""
    if isinstance(error, AssertionError) and str(error):
        return str(error)
    return f"{type(error).__name__}: {error}" if str(error) else f"{type(error).__name__} (no message)"


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
            print(f"  FAIL  {self.name(test)} {subtest._subDescription()}: {described(outcome[1])}", flush=True)

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
        print(f"  FAIL  {self.name(test)}: {described(err[1])}", flush=True)

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

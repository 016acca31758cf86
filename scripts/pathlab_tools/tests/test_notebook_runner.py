"""What the notebook runner saves and compares: streams joined as front ends show them, widgets'
views left out of saved notebooks (their still picture kept), the stale-output comparison."""

import nbformat

from pathlab_tools import notebook_runner

VIEW = {"version_major": 2, "version_minor": 1, "model_id": "a1b2"}


def display(data):
    return nbformat.v4.new_output("display_data", data=data)


def test_a_widgets_view_is_left_out_and_its_picture_and_text_kept():
    outputs = [display({notebook_runner.WIDGET_VIEW: VIEW, "image/png": "iVBORw0KGgo=", "text/plain": "Widget(x)"})]
    saved = notebook_runner.without_widget_views(outputs)
    assert saved[0]["data"] == {"image/png": "iVBORw0KGgo=", "text/plain": "Widget(x)"}


def test_outputs_without_widgets_are_kept_as_they_are():
    outputs = [
        nbformat.v4.new_output("stream", name="stdout", text="expanded 12\n"),
        display({"text/html": "<b>A*</b>", "text/plain": "A*"}),
        nbformat.v4.new_output("error", ename="E", evalue="v", traceback=[]),
    ]
    assert notebook_runner.without_widget_views(nbformat.from_dict(outputs)) == outputs


def test_streams_are_joined_as_a_front_end_shows_them():
    parts = [nbformat.v4.new_output("stream", name="stdout", text=t) for t in ("open: A", "\nclosed: B\n")]
    merged = notebook_runner.merge_streams(parts)
    assert [m.text for m in merged] == ["open: A\nclosed: B\n"]


def test_the_stale_check_sees_a_picture_that_came_or_went_but_not_its_bytes():
    def notebook(data):
        cell = nbformat.v4.new_code_cell("LiveGrid.of(map).show();", outputs=[display(data)])
        return nbformat.v4.new_notebook(cells=[cell])

    picture = {"image/png": "AAAA", "text/plain": "Widget(x)"}
    other_bytes = {"image/png": "BBBB", "text/plain": "Widget(x)"}
    assert notebook_runner.stale_diff(notebook(picture), notebook(other_bytes), "nb") == []
    assert notebook_runner.stale_diff(notebook(picture), notebook({"text/plain": "Widget(x)"}), "nb") != []

"""The attack corpus: hostile A1 submissions that want marks without the work (issue #22).

Each attack is built on the STUDENT edition of A1 (what `scripts/release-coursework` hands out),
whose search only throws "A1: your code here": honest code there earns 0, so any point an attack
gets is a point the grader gave away. Each one is a realistic attempt, as strong as we could make it
against a naive grader: if its trick worked it would earn points (a forged outcome, the library's
search slipped past the check, a canned answer), or it would spoil the grading of others (a killed
grader, a fork bomb, a flooded disk). Each comment says what the attack does and what defends
against it.

    attacks = a1_attacks(nbformat.read("student/A1-dijkstra.ipynb", as_version=4))
    for name, attack in attacks.items():
        attack.notebook, attack.score, attack.words   # expected score 0, words its messages must hold

`scripts/checks/coursework-check` grades them mixed with the solution editions as one batch. The expected
messages are in WORDS (words.py), in one place, as the grader's wording may change: an attack's `words`
is a tuple of alternatives, one of which (case aside) must be in the grader's output for it.

Some attacks harm the machine they escape to (they kill every process they can see, fork without
end, fill the memory or the disk): RISKY names them. Never run those outside a sandbox you trust;
`scripts/checks/coursework-check` runs the attack batch inside a safety net of its own
(run_in_safety_net, in safety_net.py).

One module per family of attack, each saying what its family tries and what defends against it;
a1_attacks adds them in this order:

    forged_outcomes.py     passes written into the outcome file or printed, not earned
    library_back_door.py   the library's search handed in: shadow class, reflection, Unsafe, compilers
    fooled_tests.py        canned answers, an equals that always agrees, aborted tests, JUnit reconfigured
    machine_harm.py        processes killed, fork and thread bombs, floods, sleeps and spins, a halted JVM
    escapes.py             native code, the network, hidden tests and other submissions read
    notebook_tamper.py     locked cells edited, deleted or duplicated; metadata that lies

What they share: edit.py (where an attack puts its code in the student edition), java_pieces.py
(Java used by several families), words.py (what the grader must say). safety_net.py runs the batch.
"""

import copy
from typing import NamedTuple

from . import escapes, fooled_tests, forged_outcomes, library_back_door, machine_harm, notebook_tamper
from .edit import cell_after, one
from .java_pieces import FORGE
from .safety_net import run_in_safety_net
from .words import POLICY, WORDS

__all__ = ["Attack", "LEAKS", "POLICY", "RISKY", "WORDS", "a1_attacks", "other_attacks", "run_in_safety_net"]

# Attacks that would harm the machine if they escaped the grader's sandbox.
RISKY = {
    "kill-all-processes",
    "kill-minus-one",
    "kill-parent",
    "fork-bomb",
    "thread-bomb",
    "memory-flood-cell",
    "memory-flood-search",
    "memory-flood-native",
    "disk-flood",
    "output-flood",
    "sibling-tamper",
    "junit-extension-in-test-classes",
}

# Text that must never reach an attack's results: what it read and tried to leak.
LEAKS = {
    "read-hidden-tests-path": "RandomGraphs",  # a class only the hidden tests use
    "read-hidden-tests-resource": "RandomGraphs",
    "read-other-submissions": "keeps arrival order",  # a comment of the A1 solution edition
    "sibling-tamper": "keeps arrival order",
}


class Attack(NamedTuple):
    notebook: object  # the notebook (nbformat), or its text
    score: int  # expected score: 0
    words: tuple  # alternatives, one of which the grader's output for it must contain


# the families of attack, in the order a1_attacks adds them
FAMILIES = (forged_outcomes, library_back_door, fooled_tests, machine_harm, escapes, notebook_tamper)


def a1_attacks(student):
    """Hostile A1 submissions made from the student edition: name -> Attack."""

    def nb():
        return copy.deepcopy(student)

    attacks = {}

    def add(name, notebook, words):
        assert name not in attacks, f"attacks: two attacks are named {name}"
        attacks[name] = Attack(notebook, 0, words)

    for family in FAMILIES:
        family.add_attacks(nb, add)
    return attacks


def other_attacks(assignment, student):
    """A few of the A1 attacks on any other assignment's student edition: the forging thread
    started after the hand-in, and the same thread in the locked visible-tests cell."""
    handin = next(c for c in student.cells if c.cell_type == "code" and "Submission.handIn(" in c.source)
    visible = f'Grading.runVisibleTests("{assignment}")'
    thread = (
        FORGE
        + """
Thread forger = new Thread(() -> { while (true) { forge(); try { Thread.sleep(10); } catch (InterruptedException e) { } } });
forger.setDaemon(true);
forger.start();
"""
    )
    forged = copy.deepcopy(student)
    cell_after(forged, handin.source, thread)
    edited = copy.deepcopy(student)
    one(edited, visible).source = thread
    return {
        "forge-outcomes-thread": Attack(forged, 0, WORDS["thread"]),
        "locked-visible-tests-edited": Attack(edited, 0, WORDS["locked"]),
    }

"""What the grader must say about each attack: the words of each kind of defence, in one place."""

# The words the grader's output must contain for each kind of defence, in one place. Each entry
# is a tuple of alternatives (any one is enough, case aside).
# The graded-code policy's messages name the API and end in "... is not allowed in graded work" or
# "this is not among what graded work may use": POLICY is in every refused attack's alternatives.
POLICY = ("not allowed", "graded work may")
WORDS = {
    "refused": POLICY,  # the bytecode policy refused the submission
    "thread": POLICY + ("thread",),
    "reflection": POLICY + ("reflection",),
    "library": ("library's",) + POLICY,  # the library's search used where the student's is asked
    "stack": POLICY + ("stack",),
    "static": POLICY + ("static",),
    "file": POLICY + ("file",),
    "process": POLICY + ("process",),
    "network": POLICY + ("network",),
    "native": POLICY + ("native",),
    "exit": POLICY + ("exit", "stopped"),
    "memory": ("memory",),  # OutOfMemoryError, "ran out of memory"
    "output": ("output",) + POLICY,  # "printed too much output", "output limit"
    "time": ("time limit", "timed out", "did not finish"),
    "locked": ("locked cell",),
    "metadata": ("metadata", "not A1", "A1's"),
    "kernel": ("kernel", "metadata"),
    "honest-fail": ("A1: your code here",),  # the tests ran and failed as for the student edition
    "abort": ("abort",) + POLICY,
}

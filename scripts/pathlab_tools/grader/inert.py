"""Text a submission wrote, made inert for wherever the grader shows it: every message, note, name
and line of code that came from a submission passes through here before it reaches the terminal,
a CSV, a feedback page, JUnit XML or results.json.

A test's message quotes what the student's code threw, a note quotes a cell's error, a file name
is what the student called it: any of them can hold terminal control sequences (ESC ... to move
the cursor, erase a line, write the clipboard with OSC 52), a carriage return that prints a fake
"score 12/12" over the real line, bidirectional overrides that show text in another order than
it is, NUL and the other characters XML 1.0 forbids (a JUnit report with one is not XML), and
lone surrogates that no UTF-8 file can hold. inert() writes each such character as its escape
(\\x1b, \\x0d, \\u202e, \\udcff), so the teacher sees that it was there and nothing acts on it; tabs and
line breaks stay. Then it caps the text at LIMIT characters, ending with "… (N more characters)",
so that no submission puts megabytes into every report.

  inert(text) -> the text, its control characters escaped, at most LIMIT (+ the ending) characters
  inert(text, OUTPUT_LIMIT) -> the same, capped at OUTPUT_LIMIT (results.json's output, several messages)
  one_line(text) -> a name (a file's, a student's) as inert(), its line breaks and tabs escaped
                    too and never capped: it cannot start a line of its own

Both are idempotent: their output has nothing left to escape, and a capped text is not capped again.
"""

import re

LIMIT = 2000  # characters of one message: a test's output, a note
OUTPUT_LIMIT = 4 * LIMIT  # the output about a whole submission, several notes

# C0 and C1 controls but tab and line feed, DEL; format characters (bidirectional overrides and
# isolates, zero-width characters); line and paragraph separators; surrogates; U+FFFE and U+FFFF
UNSAFE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f"
    "\ufeff\ufff9-\ufffb\ud800-\udfff\ufffe\uffff]"
)
BREAKS = re.compile("[\t\n]")
ENDING = re.compile(r"… \((\d{1,12}) more characters\)\Z")
ENDING_MOST = len("… (999999999999 more characters)")


def escaped(match):
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def inert(text, limit=LIMIT):
    """The text with every control, format or unencodable character escaped, capped at limit."""
    text = UNSAFE.sub(escaped, str(text))
    capped = ENDING.search(text)  # a text capped before is not capped again; a student's look-alike is
    if limit is None or len(text) <= limit or (capped and capped.start() <= limit and len(text) <= limit + ENDING_MOST):
        return text
    return f"{text[:limit]}… ({len(text) - limit} more characters)"


def one_line(text):
    """A name as inert() shows it, on one line: its tabs and line breaks escaped too, not capped."""
    return BREAKS.sub(escaped, inert(text, limit=None))

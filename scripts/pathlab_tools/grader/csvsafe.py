"""CSV cells a spreadsheet cannot evaluate: every CSV the project writes goes through here.

A spreadsheet (Excel, LibreOffice, Google Sheets) opening a CSV evaluates a cell that starts with
"=", "+", "-" or "@" as a formula, and some treat a leading tab or carriage return the same way
(OWASP: CSV injection). File names, repository names and messages come from submissions, so a
submission named =HYPERLINK("evil.example","open").ipynb would become a link in the teacher's
grade book. cell() prefixes such a text with an apostrophe, which spreadsheets show as text and
hide; numbers (and texts that are plain decimal numbers, such as -3 or -0.5) are left as they are.
Before that, a text is put on one line with its control characters escaped (inert.one_line), so
no cell carries a terminal escape, a line break or a character a UTF-8 file cannot hold.

  cell(value) -> the value, neutralised if a spreadsheet would evaluate it
  DictWriter(file, fieldnames)  -- csv.DictWriter whose every header and cell goes through cell()

cell() is idempotent: a cell read back from such a CSV and written again is not prefixed twice.
"""

import csv
import re

from .inert import one_line

EVALUATED = ("=", "+", "-", "@", "\t", "\r")
NUMBER = re.compile(r"-?\d+(\.\d+)?([eE][-+]?\d+)?")


def cell(value):
    """The value as a CSV cell a spreadsheet shows as it is (an apostrophe before a formula)."""
    if not isinstance(value, str):
        return value
    value = one_line(value)
    if value.startswith(EVALUATED) and not NUMBER.fullmatch(value):
        return "'" + value
    return value


class DictWriter(csv.DictWriter):
    """csv.DictWriter that neutralises the header and every cell."""

    def writeheader(self):
        return self.writerow({name: name for name in self.fieldnames})

    def writerow(self, rowdict):
        return super().writerow({key: cell(value) for key, value in rowdict.items()})

    def writerows(self, rowdicts):
        for row in rowdicts:
            self.writerow(row)

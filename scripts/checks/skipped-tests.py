#!/usr/bin/env python3
"""Lists the JUnit tests that were skipped, and why, from Maven's test reports.

Tests that need the Moving AI maps or the course's transcriptions (../shared) skip themselves when
those are absent; Maven only counts them. This prints each one with its reason, so a run without
the maps says loudly what it did not check.

  python3 scripts/checks/skipped-tests.py [REPORTS_DIR ...]   (default: every module's surefire-reports)
"""

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def skipped(reports):
    for report in sorted(reports.glob("TEST-*.xml")):
        for case in ET.parse(report).getroot().iter("testcase"):
            skip = case.find("skipped")
            if skip is not None:
                yield f"{case.get('classname')}.{case.get('name')}", reason(skip)


def reason(skip):
    """The skip's message: Surefire puts an assumption's in the element's text, under its exception's name."""
    if skip.get("message"):
        return skip.get("message")
    first = (skip.text or "").strip().split("\n")[0]
    return first.split(": ", 1)[1] if ": " in first else first or "no reason given"


def main():
    folders = [Path(a) for a in sys.argv[1:]] or [
        REPO / module / "target" / "surefire-reports" for module in (".", "bench", "coursework", "kernel")
    ]
    found = [s for folder in folders if folder.is_dir() for s in skipped(folder)]
    for test, reason in found:
        print(f"SKIPPED {test}: {reason}")
    if found:
        print(
            f"WARNING: {len(found)} tests SKIPPED (see above); ./pathlab maps download dao fetches the Dragon Age maps"
        )
    else:
        print("no test was skipped")


if __name__ == "__main__":
    main()

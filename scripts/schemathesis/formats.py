# Instants and dates as the API accepts them (services/platform/src/data/instants.ts): RFC 3339, a real
# calendar day, and a UTC value from the year 1000 to 9999, the range every store holds the same way.
# schemathesis's own date-time and date draw years from 0001, and an offset can carry 9999-12-31 into
# the year 10000: values the API rightly refuses with 400, which the positive checks would count as
# failures. Loaded by schemathesis.toml (hooks); the negative checks still send malformed ones.
from datetime import date

import schemathesis
from hypothesis import strategies as st

# A day's margin at each end, so that no offset (at most ±23:59) moves an instant out of the range.
FIRST = date(1000, 1, 2)
LAST = date(9999, 12, 30)

days = st.dates(min_value=FIRST, max_value=LAST)
clock = st.times().map(lambda t: t.replace(microsecond=t.microsecond // 1000 * 1000))
offset = st.one_of(
    st.just("Z"),
    st.builds(lambda sign, h, m: f"{sign}{h:02d}:{m:02d}", st.sampled_from("+-"), st.integers(0, 23), st.integers(0, 59)),
)


def instant(d: date, t, zone: str) -> str:
    fraction = f".{t.microsecond // 1000:03d}" if t.microsecond else ""
    return f"{d.isoformat()}T{t.strftime('%H:%M:%S')}{fraction}{zone}"


schemathesis.openapi.format("date-time", st.builds(instant, days, clock, offset))
schemathesis.openapi.format("date", days.map(date.isoformat))

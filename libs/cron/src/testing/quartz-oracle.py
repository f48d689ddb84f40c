"""Writes quartz-table.json: Quartz expressions and their expected fire times.

A third, independent reading of the Quartz rules (CronTrigger tutorial and CronExpression javadoc),
in Python with zoneinfo, kept only to produce the table the spec reads; the engine never runs it.
The tutorial rows also carry hand-checked expectations in quartz-table.spec.ts.

    python3 libs/cron/src/testing/quartz-oracle.py > libs/cron/src/testing/quartz-table.json
    npx prettier --write libs/cron/src/testing/quartz-table.json
"""
import calendar
import json
import re
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

SPECS = {  # field: (min, max, names)
    0: (0, 59, {}), 1: (0, 59, {}), 2: (0, 23, {}), 3: (1, 31, {}),
    4: (1, 12, {m: i + 1 for i, m in enumerate('JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC'.split())}),
    5: (1, 7, {d: i + 1 for i, d in enumerate('SUN MON TUE WED THU FRI SAT'.split())}),
    6: (1970, 2099, {}),
}


def atom(text, f):
    lo, hi, names = SPECS[f]
    return names[text] if text in names else int(text)


def plain_set(text, f):
    lo, hi, _ = SPECS[f]
    size = hi - lo + 1
    out = set()
    for item in text.split(','):
        if item in ('*', '?'):
            out |= set(range(lo, hi + 1))
            continue
        if f == 5 and item == 'L':
            out.add(7)
            continue
        m = re.fullmatch(r'(\*|\w+)(?:-(\w+))?(?:/(\d+))?', item)
        start = lo if m[1] == '*' else atom(m[1], f)
        end = atom(m[2], f) if m[2] else (hi if m[3] else start)
        step = int(m[3]) if m[3] else 1
        if end < start:
            end += size
        for v in range(start, end + 1, step):
            out.add((v - lo) % size + lo)
    return out


def weekday_q(y, mo, d):  # 1 = Sunday
    return (calendar.weekday(y, mo, d) + 1) % 7 + 1


def nearest_weekday(y, mo, d):
    last = calendar.monthrange(y, mo)[1]
    w = weekday_q(y, mo, d)
    if w == 7:
        return 3 if d == 1 else d - 1
    if w == 1:
        return d - 2 if d == last else d + 1
    return d


def day_matches(dom, dow, y, mo, d):
    last = calendar.monthrange(y, mo)[1]
    if dom != '?':
        if dom == 'L':
            return d == last
        if dom == 'LW':
            return d == nearest_weekday(y, mo, last)
        m = re.fullmatch(r'L-(\d+)(W?)', dom)
        if m:
            t = last - int(m[1])
            if t < 1:
                return False
            return d == (nearest_weekday(y, mo, t) if m[2] else t)
        m = re.fullmatch(r'(\d+)W', dom)
        if m:
            t = int(m[1])
            return t <= last and d == nearest_weekday(y, mo, t)
        return d in plain_set(dom, 3)
    w = weekday_q(y, mo, d)
    m = re.fullmatch(r'(\w+)#(\d)', dow)
    if m:
        return w == atom(m[1], 5) and (d - 1) // 7 + 1 == int(m[2])
    m = re.fullmatch(r'(\w+)L', dow)
    if m and dow != 'L':
        return w == atom(m[1], 5) and d + 7 > last
    return w in plain_set(dow, 5)


def fire_times(expr, tz, start_iso, count):
    f = expr.upper().split()
    zone = ZoneInfo(tz)
    secs, mins, hours = sorted(plain_set(f[0], 0)), sorted(plain_set(f[1], 1)), sorted(plain_set(f[2], 2))
    months = plain_set(f[4], 4)
    years = plain_set(f[6], 6) if len(f) == 7 else set(range(1970, 2100))
    after = datetime.fromisoformat(start_iso).astimezone(timezone.utc)
    local = after.astimezone(zone)
    day = local.date() - timedelta(days=1)
    out = []
    while len(out) < count and day.year <= 2099:
        y, mo, d = day.year, day.month, day.day
        if y in years and mo in months and day_matches(f[3], f[5], y, mo, d):
            for h in hours:
                for mi in mins:
                    for s in secs:
                        wall = datetime(y, mo, d, h, mi, s, tzinfo=zone)  # fold=0: first occurrence
                        instant = wall.astimezone(timezone.utc)
                        if instant.astimezone(zone).replace(tzinfo=None) != wall.replace(tzinfo=None):
                            continue  # skipped by a spring-forward
                        if instant > after and len(out) < count:
                            out.append(instant.astimezone(zone).isoformat())
        day += timedelta(days=1)
    return out


def rows():
    # Families of cases over the Quartz special characters; each row is one expectation.
    yield from (('0 15 10 L-%d * ?' % n, 'UTC', '2024-01-01T00:00:00+00:00', 14) for n in range(0, 31))
    yield from (('0 0 12 %dW * ?' % n, 'UTC', '2026-01-01T00:00:00+00:00', 12) for n in range(1, 32))
    yield from (('0 0 12 L-%dW * ?' % n, 'UTC', '2026-01-01T00:00:00+00:00', 12) for n in (0, 1, 2, 5, 10, 27, 28, 30))
    yield from (('0 0 12 LW * ? %d' % y, 'Asia/Shanghai', '%d-01-01T00:00:00+08:00' % y, 12) for y in (2024, 2025, 2026, 2027))
    yield from (('0 30 9 ? * %dL' % w, 'UTC', '2026-01-01T00:00:00+00:00', 12) for w in range(1, 8))
    yield from (('0 30 9 ? * %d#%d' % (w, n), 'UTC', '2026-01-01T00:00:00+00:00', 6) for w in range(1, 8) for n in range(1, 6))
    yield from (('0 0 0 29 2 ?', 'UTC', '%d-03-01T00:00:00+00:00' % y, 3) for y in (1999, 2023, 2024, 2096))
    yield from ((e, 'UTC', '2026-06-15T12:34:56+00:00', 10) for e in (
        '0 0 0 L 2 ?', '0 0 0 28-29 2 ?', '0 0 0 1 1 ? 2030-2032', '0 0 0 1 1 ? 2030/5', '0 0 0 1 1 ? 2027,2029,2031',
        '0 0 0 1 1 ? 2099', '0 0 22-2 * * ?', '0 0 12 ? * FRI-MON', '0 0 12 1 NOV-FEB ?', '0 0 12 30-2 * ?',
        '0 0 12 ? * */2', '0 0 12 */10 * ?', '0 0 0 1 */3 ?', '0 0 0 1 7/6 ?', '30 */7 */5 * * ?', '5/15 * * * * ?',
        '0 0 14-6/4 ? * FRI-MON', '0 5-50/15 8-17/3 * * ?', '10-12,50-52 59 23 L * ?',
        '0 0 12 ? * 2,4,6', '0 0 12 ? * L', '0 0 12 ? * SAT,SUN', '0 0 12 ? jan,jul mon-fri', '0 0 8 ? 2 1#5',
        '0 0 8 ? 2 1#5 2026-2040', '0 0 8 31 * ?', '0 0 8 31W * ?', '0 0 8 1W * ?', '0 0 8 15W * ?',
        '59 59 23 31 12 ? 2026', '0 0 0 ? * 1#1', '0 0 0 ? * 7L', '0 0 0 ? * 3#5',
    ))
    yield from ((e, 'UTC', '2026-01-01T00:00:00+00:00', 5) for e in (
        '0 0 0 30 2 ?', '0 0 0 31 4,6,9,11 ?', '0 0 0 1 1 ? 2020', '0 0 0 ? 2 1#5 2027', '0 0 0 L-30 2 ?',
    ))
    # Daylight saving time: New York 2026-03-08 02:00 -> 03:00 and 2026-11-01 02:00 -> 01:00;
    # Berlin 2026-03-29 02:00 -> 03:00 and 2026-10-25 03:00 -> 02:00.
    dst = ('0 30 2 * * ?', '0 30 1 * * ?', '0 0 * * * ?', '0 */15 * * * ?', '0 0/20 1-3 * * ?',
           '0 0 2 * * ?', '0 0 3 * * ?', '*/20 59 1 * * ?', '0 59 2 * * ?', '0 30 2 ? * SUN', '0 0 0/2 * * ?')
    for tz, spring, fall in (('America/New_York', '2026-03-07T12:00:00-05:00', '2026-10-31T12:00:00-04:00'),
                             ('Europe/Berlin', '2026-03-28T12:00:00+01:00', '2026-10-24T12:00:00+02:00')):
        for e in dst:
            yield e, tz, spring, 10
            yield e, tz, fall, 10
    yield '0 */30 * * * ?', 'America/New_York', '2026-11-01T01:10:00-05:00', 4  # from inside the repeat
    yield '0 */30 * * * ?', 'America/New_York', '2026-11-01T01:10:00-04:00', 4
    yield '0 */30 * * * ?', 'Europe/Berlin', '2026-10-25T02:10:00+01:00', 4
    for e in ('0 30 2 * * ?', '0 0 * * * ?', '0 15 10 ? * 6#3', '0 0 12 LW * ?', '0 0 0 L-3 * ?'):
        yield e, 'Asia/Shanghai', '2026-03-01T00:00:00+08:00', 10


table = [{'expression': e, 'timeZone': tz, 'from': start, 'count': n, 'expected': fire_times(e, tz, start, n)}
         for e, tz, start, n in rows()]
json.dump(table, sys.stdout, indent=1, ensure_ascii=False)
sys.stdout.write('\n')

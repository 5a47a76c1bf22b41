#!/usr/bin/env bash
# html_in_browser.sh KIFU_JUDGE — writes the HTML ruling of a disputed record and opens it in headless
# Chromium (Debian's chromium): the page must render (a screenshot that shows the wooden boards),
# every diagram must be an <svg> laid out with a non-zero size, and the ruling's headline and every
# reason must be in the page's text. Skips (exit 77) only when no chromium is installed.
set -u
judge=$1
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "SKIP: chromium is not installed (scripts/setup installs it); the HTML ruling was not opened in a browser"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
record=testdata/disputed/ko-retaken-without-threat.sgf
"$judge" --html "$work/ruling.html" --format json "$record" >"$work/ruling.json" 2>/dev/null
[ -s "$work/ruling.html" ] || { echo "kifu-judge wrote no HTML ruling"; exit 1; }

# A copy of the page with a script at its end that measures every <svg> and copies the page's
# rendered text into the DOM, which --dump-dom then prints (the tool's own page has no script).
sed 's|</body>|<script>\
const svgs = [...document.querySelectorAll("svg")];\
const sizes = svgs.map(s => { const r = s.getBoundingClientRect(); return Math.round(r.width) + "x" + Math.round(r.height); });\
const out = document.createElement("pre");\
out.id = "kifu-measure";\
out.textContent = "SVGS " + svgs.length + " " + sizes.join(" ") + "\\nTEXT " + document.body.innerText.replace(/\\s+/g, " ");\
document.body.appendChild(out);\
</script></body>|' "$work/ruling.html" >"$work/measured.html"

flags=(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking
       --disable-component-update --disable-sync --hide-scrollbars)
timeout 120 "$browser" "${flags[@]}" --user-data-dir="$work/profile-dom" --dump-dom "file://$work/measured.html" \
  >"$work/dom.html" 2>"$work/dom.log"
timeout 120 "$browser" "${flags[@]}" --user-data-dir="$work/profile-shot" --window-size=1100,2400 \
  --screenshot="$work/shot.png" "file://$work/ruling.html" >"$work/shot.log" 2>&1

python3 - "$work" <<'PY'
import html, json, re, struct, sys, zlib
work = sys.argv[1]
fail = []
dom = open(f"{work}/dom.html", encoding="utf-8").read()
m = re.search(r'<pre id="kifu-measure">(.*?)</pre>', dom, re.S)
if not m:
    sys.exit("the browser gave no DOM with the measurements (see dom.log)")
measure = html.unescape(m.group(1))
svgs = re.match(r"SVGS (\d+)((?: \d+x\d+)*)", measure)
count, sizes = int(svgs.group(1)), svgs.group(2).split()
text = measure.split("\nTEXT ", 1)[1]
ruling = json.load(open(f"{work}/ruling.json", encoding="utf-8"))[0]
irregular = [e for e in ruling["events"] if e.get("sanction")]
# The marked final position, and a before and an after diagram of every sanctioned move.
if count != 1 + 2 * len(irregular):
    fail.append(f"{count} diagrams in the page, expected {1 + 2 * len(irregular)}")
for s in sizes:
    w, h = map(int, s.split("x"))
    if w < 50 or h < 50:
        fail.append(f"a diagram is laid out at {s}")
want = [ruling["verdict"]["headline"]] + [r["text"] for r in ruling["verdict"]["reasons"]]
for sentence in want:
    if " ".join(sentence.split()) not in text:
        fail.append(f"not in the page text: {sentence!r}")

# The screenshot: decode the PNG and count the board's wood colour (#dcb35c) among its pixels.
data = open(f"{work}/shot.png", "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit("no screenshot (see shot.log)")
pos, idat, width, height, ctype = 8, b"", 0, 0, 0
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    chunk = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR":
        width, height, depth, ctype = struct.unpack(">IIBB", chunk[:10])
    elif kind == b"IDAT":
        idat += chunk
    pos += 12 + length
bpp = {2: 3, 6: 4}[ctype]
raw = zlib.decompress(idat)
stride = width * bpp
prev = bytearray(stride)
wood = 0
for y in range(height):
    f = raw[y * (stride + 1)]
    line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i]
        c = prev[i - bpp] if i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    for x in range(0, stride, bpp):
        r, g, bl = line[x], line[x + 1], line[x + 2]
        if abs(r - 0xdc) < 12 and abs(g - 0xb3) < 12 and abs(bl - 0x5c) < 12:
            wood += 1
    prev = line
if wood < 20000:
    fail.append(f"the screenshot shows {wood} pixels of the boards' wood: the diagrams are not drawn")
if fail:
    print("\n".join(fail))
    sys.exit(1)
print(f"rendered: {count} diagrams ({' '.join(sizes)}), {len(want)} sentences found, {wood} wood pixels")
PY

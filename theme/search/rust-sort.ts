// Rust's `slice::sort_unstable_by` (ipnsort, Rust 1.81 and later), step for step, for the search core
// (theme/search/search-core.ts): Pagefind's core sorts a page's matches by position and the pages by score with it,
// and where two are equal the order it leaves them in decides which word a match counts for and which page comes
// first. So equal elements must end up where Rust's sort leaves them, not where JavaScript's stable sort would.
//
// The element types Pagefind sorts are plain data of 24 and about 80 bytes in WebAssembly (32-bit): Rust sorts them
// with its general small-sort (slices of up to 32) and the branchless Lomuto partition; that is what is done here.

type Less<T> = (a: T, b: T) => boolean;

/** Sorts `v` in place as Rust's `sort_unstable_by` with `less` (`a` before `b`) would. */
export function sortUnstable<T>(v: T[], less: Less<T>): void {
  const n = v.length;
  if (n < 2) return;
  if (n <= 20) {
    insertionSort(v, 0, n, 1, less);
    return;
  }
  // An existing run over the whole slice: kept, or reversed if strictly descending.
  const descending = less(v[1], v[0]);
  let run = 2;
  while (run < n && less(v[run], v[run - 1]) === descending) run++;
  if (run === n) {
    if (descending) v.reverse();
    return;
  }
  quicksort(v, 0, n, false, undefined, 2 * (31 - Math.clz32(n | 1)), less);
}

/** Insertion of `v[tail]` into the sorted `v[begin..tail)`. */
function insertTail<T>(v: T[], begin: number, tail: number, less: Less<T>): void {
  let sift = tail - 1;
  if (!less(v[tail], v[sift])) return;
  const item = v[tail];
  let hole = tail;
  for (;;) {
    v[hole] = v[sift];
    hole = sift;
    if (sift === begin) break;
    sift--;
    if (!less(item, v[sift])) break;
  }
  v[hole] = item;
}

/** `v[lo..lo+n)`, whose first `sorted` elements are in order, sorted by insertion. */
function insertionSort<T>(v: T[], lo: number, n: number, sorted: number, less: Less<T>): void {
  for (let tail = lo + sorted; tail < lo + n; tail++) insertTail(v, lo, tail, less);
}

function quicksort<T>(v: T[], lo: number, n: number, hasAncestor: boolean, ancestor: T | undefined, limit: number, less: Less<T>): void {
  for (;;) {
    if (n <= 32) {
      smallSort(v, lo, n, less);
      return;
    }
    if (limit === 0) {
      heapsort(v, lo, n, less);
      return;
    }
    limit--;
    const pivot = choosePivot(v, lo, n, less);
    // A pivot no greater than the one before it is the least element: those equal to it go left, and are done.
    if (hasAncestor && !less(ancestor as T, v[lo + pivot])) {
      const equal = partition(v, lo, n, pivot, (a, b) => !less(b, a));
      lo += equal + 1;
      n -= equal + 1;
      hasAncestor = false;
      continue;
    }
    const lt = partition(v, lo, n, pivot, less);
    quicksort(v, lo, lt, hasAncestor, ancestor, limit, less);
    hasAncestor = true;
    ancestor = v[lo + lt];
    lo += lt + 1;
    n -= lt + 1;
  }
}

/** The pivot's place in `v[lo..lo+n)` (n ≥ 8): the median of three, or of three medians of three (n ≥ 64). */
function choosePivot<T>(v: T[], lo: number, n: number, less: Less<T>): number {
  const eighth = Math.floor(n / 8);
  const median3 = (a: number, b: number, c: number): number => {
    const x = less(v[a], v[b]);
    if (x !== less(v[a], v[c])) return a;
    return less(v[b], v[c]) !== x ? c : b;
  };
  const recursive = (a: number, b: number, c: number, m: number): number => {
    if (m * 8 >= 64) {
      const m8 = Math.floor(m / 8);
      a = recursive(a, a + m8 * 4, a + m8 * 7, m8);
      b = recursive(b, b + m8 * 4, b + m8 * 7, m8);
      c = recursive(c, c + m8 * 4, c + m8 * 7, m8);
    }
    return median3(a, b, c);
  };
  const a = lo;
  const b = lo + eighth * 4;
  const c = lo + eighth * 7;
  return (n < 64 ? median3(a, b, c) : recursive(a, b, c, eighth)) - lo;
}

/**
 * Puts the elements less than the pivot (`v[lo+pivot]`) first, then the pivot, then the rest; returns how many are
 * less. The pivot goes to the front, the others pass through a cyclic Lomuto partition, the pivot goes between.
 */
function partition<T>(v: T[], lo: number, n: number, pivot: number, less: Less<T>): number {
  swap(v, lo, lo + pivot);
  const p = v[lo];
  const start = lo + 1;
  let lt = 0;
  if (n > 1) {
    const first = v[start];
    let gap = start;
    const place = (item: T, from: number): void => {
      const isLess = less(item, p);
      const left = start + lt;
      v[gap] = v[left];
      v[left] = item;
      gap = from;
      if (isLess) lt++;
    };
    for (let r = start + 1; r < lo + n; r++) place(v[r], r);
    place(first, -1);
  }
  swap(v, lo, lo + lt);
  return lt;
}

function swap<T>(v: T[], i: number, j: number): void {
  const t = v[i];
  v[i] = v[j];
  v[j] = t;
}

function heapsort<T>(v: T[], lo: number, n: number, less: Less<T>): void {
  for (let i = n + Math.floor(n / 2) - 1; i >= 0; i--) {
    let node = i - n;
    if (i < n) {
      swap(v, lo, lo + i);
      node = 0;
    }
    const end = Math.min(i, n);
    for (;;) {
      let child = 2 * node + 1;
      if (child >= end) break;
      if (child + 1 < end && less(v[lo + child], v[lo + child + 1])) child++;
      if (!less(v[lo + node], v[lo + child])) break;
      swap(v, lo + node, lo + child);
      node = child;
    }
  }
}

/**
 * Rust's small-sort for slices of up to 32: each half sorted into a scratch copy (its first four by a sorting
 * network, the rest by insertion), then the halves merged from both ends at once back into `v`.
 */
function smallSort<T>(v: T[], lo: number, n: number, less: Less<T>): void {
  if (n < 2) return;
  const half = n >> 1;
  const s: T[] = new Array(n);
  let sorted = 1;
  if (n >= 8) {
    sort4(v, lo, s, 0, less);
    sort4(v, lo + half, s, half, less);
    sorted = 4;
  } else {
    s[0] = v[lo];
    s[half] = v[lo + half];
  }
  for (const [from, count] of [
    [0, half],
    [half, n - half],
  ]) {
    for (let i = sorted; i < count; i++) {
      s[from + i] = v[lo + from + i];
      insertTail(s, from, from + i, less);
    }
  }
  // The two sorted halves merged into v, from the front and from the back in the same loop.
  let l = 0;
  let r = half;
  let out = lo;
  let lBack = half - 1;
  let rBack = n - 1;
  let outBack = lo + n - 1;
  for (let k = 0; k < half; k++) {
    const takeLeft = !less(s[r], s[l]);
    v[out++] = takeLeft ? s[l++] : s[r++];
    const takeRight = !less(s[rBack], s[lBack]);
    v[outBack--] = takeRight ? s[rBack--] : s[lBack--];
  }
  if (n % 2) v[out] = l <= lBack ? s[l] : s[r];
}

/** The four elements at `v[at..at+4)`, sorted (stably) into `dst[to..to+4)` by a network of five comparisons. */
function sort4<T>(v: T[], at: number, dst: T[], to: number, less: Less<T>): void {
  const c1 = less(v[at + 1], v[at]);
  const c2 = less(v[at + 3], v[at + 2]);
  const a = at + (c1 ? 1 : 0);
  const b = at + (c1 ? 0 : 1);
  const c = at + (c2 ? 3 : 2);
  const d = at + (c2 ? 2 : 3);
  const c3 = less(v[c], v[a]);
  const c4 = less(v[d], v[b]);
  const min = c3 ? c : a;
  const max = c4 ? b : d;
  const left = c3 ? a : c4 ? c : b;
  const right = c4 ? d : c3 ? b : c;
  const c5 = less(v[right], v[left]);
  dst[to] = v[min];
  dst[to + 1] = v[c5 ? right : left];
  dst[to + 2] = v[c5 ? left : right];
  dst[to + 3] = v[max];
}

/**
 * In-page scans for narrow screens, passed to `page.evaluate` (so each is self-contained).
 * Each returns human-readable findings; an empty list means the page is clean.
 */

/**
 * Visible elements whose box reaches past the viewport's right edge. Elements inside a container
 * that clips or scrolls sideways (chip strips, carousels, the map) are that container's business:
 * the container itself is still checked.
 */
export function elementsPastRightEdge(viewportWidth: number): string[] {
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${element.getAttribute('class') ?? ''}`;
  const insideSidewaysClip = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') return true;
    }
    return false;
  };
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= viewportWidth + 0.5) continue;
    if (getComputedStyle(element).visibility !== 'visible' || insideSidewaysClip(element)) continue;
    found.push(`${describe(element)} reaches ${Math.round(box.right)} px`);
  }
  return found;
}

/**
 * Text that does not fit its own box (a word wider than its card, a price pushed over the next
 * control): a text node's lines must stay within the content box of the block that lays them out.
 * Also reports labels of buttons that break onto a second line («В / корзину»).
 */
export function textOutsideItsBox(): string[] {
  const found: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const blockOf = (node: Node) => {
    let element = node.parentElement;
    while (element && ['inline', 'contents'].includes(getComputedStyle(element).display)) {
      element = element.parentElement;
    }
    return element;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text === '' || node.parentElement?.closest('svg')) continue;
    const block = blockOf(node);
    if (!block) continue;
    const style = getComputedStyle(block);
    if (style.visibility !== 'visible' || style.textOverflow === 'ellipsis') continue;
    const box = block.getBoundingClientRect();
    // Visually hidden text (1 px boxes) is for screen readers only.
    if (box.width <= 1 || box.height <= 1) continue;
    range.selectNodeContents(node);
    const lines = Array.from(range.getClientRects()).filter((line) => line.width > 0);
    if (lines.length === 0) continue;
    const left = box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft);
    const right = box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight);
    for (const line of lines) {
      if (line.right > right + 1 || line.left < left - 1) {
        found.push(
          `«${text.slice(0, 40)}» in ${block.tagName.toLowerCase()} ${block.getAttribute('class') ?? ''} spans ${Math.round(line.left)}–${Math.round(line.right)} px, its box ${Math.round(left)}–${Math.round(right)} px`,
        );
        break;
      }
    }
    const button = node.parentElement?.closest('button, .button');
    if (button && new Set(lines.map((line) => Math.round(line.top))).size > 1) {
      found.push(`the label «${text}» of ${button.tagName.toLowerCase()} ${button.getAttribute('class') ?? ''} wraps`);
    }
  }
  return found;
}

/**
 * Words cut across two lines at a place that is not a hyphen or a slash («Центральн / ый»), in `selector`.
 * Only a word wider than the whole of `selector` may be cut (better than overflowing): a narrower one fits
 * some line, and a layout that squeezes a column below its longest word is what this finds. Where `hyphens: auto` is in effect
 * and this browser hyphenates Russian (Chromium downloads its dictionaries, so a test browser may have none),
 * a cut inside a word is hyphenation, drawn with a hyphen, and allowed.
 */
export function wordsCutMidWord(selector: string): string[] {
  const root = document.querySelector(selector);
  if (!root) return [`nothing matches ${selector}`];
  const probe = document.createElement('div');
  probe.lang = 'ru';
  probe.style.cssText = 'position:absolute;visibility:hidden;width:4ch;hyphens:auto;overflow-wrap:normal';
  probe.textContent = 'Достопримечательности';
  document.body.append(probe);
  const browserHyphenates = probe.scrollWidth <= probe.clientWidth + 1;
  probe.remove();

  const rootStyle = getComputedStyle(root);
  const line = root.clientWidth - Number.parseFloat(rootStyle.paddingLeft) - Number.parseFloat(rootStyle.paddingRight);
  const found: string[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const topAt = (node: Text, index: number) => {
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    const rect = range.getClientRects()[0];
    return rect ? rect.top : null;
  };
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || parent.closest('.visually-hidden')) continue;
    const style = getComputedStyle(parent);
    const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
    if (browserHyphenates && style.hyphens === 'auto' && lang.startsWith('ru')) continue;
    for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
      const word = match[0];
      const start = match.index ?? 0;
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      const width = Array.from(range.getClientRects()).reduce((sum, rect) => sum + rect.width, 0);
      if (width > line) continue;
      let previous = topAt(node, start);
      for (let index = 1; index < word.length; index += 1) {
        const top = topAt(node, start + index);
        if (top === null || previous === null) continue;
        if (top > previous + 2 && !/[-‐–—/]/.test(word[index - 1] ?? '')) {
          found.push(`«${word.slice(0, index)}/${word.slice(index)}» in ${parent.tagName.toLowerCase()}`);
        }
        previous = top;
      }
    }
  }
  return found;
}

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

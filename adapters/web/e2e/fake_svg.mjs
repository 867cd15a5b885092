// A small stand-in for the browser's document, enough for the page's SVG drawing modules (board_frame.js's
// `el`, `startBoard`) to draw under Node: elements with attributes, children and text, and
// querySelector(All) by a tag and [attribute="value"] parts. Importing it sets globalThis.document.

class FakeElement {
  constructor(tag) {
    this.tagName = tag;
    this.attributes = new Map();
    this.children = [];
    this.parentNode = null;
    this.text = '';
  }
  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  getAttribute(name) { return this.attributes.has(name) ? this.attributes.get(name) : null; }
  appendChild(child) {
    if (child.parentNode) child.parentNode.removeChild(child);
    child.parentNode = this;
    this.children.push(child);
    return child;
  }
  removeChild(child) {
    this.children = this.children.filter(c => c !== child);
    child.parentNode = null;
    return child;
  }
  get firstChild() { return this.children[0] || null; }
  get textContent() { return this.text + this.children.map(c => c.textContent).join(''); }
  set textContent(value) { this.children = []; this.text = String(value); }
  // Every element below this one, in document order.
  descendants() { return this.children.flatMap(c => [c, ...c.descendants()]); }
  querySelectorAll(selector) { return this.descendants().filter(e => e.matches(selector)); }
  querySelector(selector) { return this.querySelectorAll(selector)[0] || null; }
  // selector: an optional tag, then [name] or [name="value"] parts.
  matches(selector) {
    const [, tag, rest] = /^([a-z]*)(.*)$/.exec(selector);
    if (tag && tag !== this.tagName) return false;
    for (const [, name, value] of rest.matchAll(/\[([\w-]+)(?:="([^"]*)")?\]/g))
      if (!this.attributes.has(name) || (value !== undefined && this.attributes.get(name) !== value)) return false;
    return true;
  }
}

globalThis.document = { createElementNS: (ns, tag) => new FakeElement(tag) };

export function svgElement() { return new FakeElement('svg'); }

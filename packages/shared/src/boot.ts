/**
 * The web app's loader (docs/decisions/031-javascript-after-first-paint.md): an inline script at
 * the end of `<body>` that adds the app's entry (`data-entry`) and the page's chunks
 * (`data-preload`, space-separated) only once the prerendered page has been painted, so the
 * first paint never waits behind ~100 KB of JavaScript on a slow connection. If no frame comes
 * (a tab opened in the background), a timer starts it anyway.
 *
 * The server allows exactly this text by its hash in the Content-Security-Policy; the
 * attributes may change per page, the text never does.
 */
export const BOOT_SCRIPT =
  "(function(){var b=document.currentScript,h=document.head,d=0;function go(){if(d)return;d=1;" +
  '(b.getAttribute("data-preload")||"").split(" ").forEach(function(f){if(!f)return;' +
  'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;h.appendChild(l)});' +
  'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=b.getAttribute("data-entry");' +
  "h.appendChild(s)}requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,500)})()";

/** The loader's element, `data-preload` being filled in per page by the server. */
export function bootScriptTag(entry: string, preloads: readonly string[]): string {
  return `<script id="boot" data-entry="${entry}" data-preload="${preloads.join(" ")}">${BOOT_SCRIPT}</script>`;
}

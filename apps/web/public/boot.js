// Pages the server draws (decision 028) start their JavaScript after the first paint: on a slow
// connection the stylesheets and logos that paint needs are then not queued behind ~300 kB of script.
// The page's controls stay disabled until the script has taken the page over (hydration-gate.tsx).
// Pages drawn in the browser (index.html) load the entry as a module script instead.
(function () {
  var boot = JSON.parse(document.getElementById('prerender-data').textContent).boot;
  // A link in the page before it is taken over takes no pointer (global.css); this catches the click a
  // key makes, which would follow the server's link without what the script adds to it.
  document.addEventListener(
    'click',
    function (event) {
      if (event.target.closest && event.target.closest('.hydration-gate[disabled]')) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    },
    true,
  );
  var started = false;
  // Each preload link costs the main thread a tenth of a millisecond, and one to four under the
  // instruments of Lighthouse's trace (four times that on a phone's CPU): the Dashboard's ninety
  // added at once were one task of 150-600 ms there (issue 13), six a task were still 60. Three a task.
  var PER_TASK = 3;
  // The entry is imported once every link is in: the router's lazy import of the page then finds them
  // and adds none of its own (Vite's preload helper adds, in one task, each one not yet in the head).
  // The entry's chunks are fetched from the first batch on, so this does not delay them.
  function preload(hrefs) {
    hrefs.splice(0, PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (hrefs.length) setTimeout(preload, 0, hrefs);
    // A page drawn by an older build has no `before`: its entry imports what it needs itself.
    else evaluate((boot.before || []).slice());
  }
  // The chunks the entry imports (the packages') are evaluated first, a task each, then the entry: on a
  // phone's CPU the two together were one task of 70-110 ms.
  function evaluate(chunks) {
    if (!chunks.length) return void import(boot.entry);
    var next = function () {
      setTimeout(evaluate, 0, chunks.slice(1));
    };
    import(chunks[0]).then(next, next);
  }
  function start() {
    if (started) return;
    started = true;
    // The entry's own chunks come first in the list, so they are asked for with it.
    preload(boot.preload.slice());
  }
  // After the frame that paints the page; a hidden tab, which paints nothing, starts within a second.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();

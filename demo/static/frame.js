// The site frame at a real device width (desktop, tablet, phone): the page inside lays itself out for that width,
// and the frame is scaled down to fitFrame the panel's column, so a stretch or banner layout looks as it will.
(() => {
  const frame = /** @type {HTMLIFrameElement} */ (document.querySelector('#site'));
  const box = /** @type {HTMLElement} */ (frame.parentElement);
  const size = () =>
    /** @type {HTMLInputElement} */ (document.querySelector('input[name=frame-width]:checked')).value.split('x').map(Number);
  function fitFrame() {
    const [width = 0, height = 0] = size();
    const scale = Math.min(1, box.clientWidth / width);
    frame.style.width = `${width}px`;
    frame.style.height = `${height}px`;
    frame.style.transform = `scale(${scale})`;
    // A transform does not change the layout box: the box takes the scaled height so nothing overlaps.
    box.style.height = `${height * scale}px`;
  }
  for (const r of document.querySelectorAll('input[name=frame-width]')) r.addEventListener('change', fitFrame);
  new ResizeObserver(fitFrame).observe(box);
  fitFrame();
})();

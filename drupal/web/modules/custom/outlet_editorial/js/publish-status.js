/**
 * @file
 * Keeps the toolbar's "Website: …" line current while the editor works (every 5 seconds).
 */
((Drupal, once) => {
  Drupal.behaviors.outletPublishStatus = {
    attach(context) {
      once('outlet-publish-status', '[data-outlet-publish-status]', context).forEach((item) => {
        const refresh = () =>
          fetch(Drupal.url('outlet/publish-status'), { credentials: 'same-origin' })
            .then((response) => (response.ok ? response.json() : null))
            .then((status) => {
              if (!status) return;
              item.dataset.state = status.state;
              if (item.textContent !== status.text) item.textContent = status.text;
            })
            .catch(() => {});
        setInterval(refresh, 5000);
      });
    },
  };
})(Drupal, once);

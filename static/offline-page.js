// The offline page as the service worker shows it (offline.html, without the app's scripts):
// picks out today among the coming days' trading hours, hides the days gone, says so when it
// stands for a search, and lists the pages saved on this device. The names are those of src/lib/offline.ts and
// src/components/offline/OfflineNotice.tsx.
;(function () {
  'use strict'
  var today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Canberra',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  document.querySelectorAll('[data-offline-days] [data-date]').forEach(function (day) {
    var date = day.getAttribute('data-date')
    day.hidden = date < today
    if (date === today) {
      day.setAttribute('data-today', '')
      day.firstElementChild.textContent = 'Today, ' + day.firstElementChild.textContent
    } else {
      day.removeAttribute('data-today')
    }
  })

  // Standing in for the search page: searching needs the network.
  if (location.pathname === '/search/') {
    document.querySelector('[data-offline-reason="page"]').hidden = true
    document.querySelector('[data-offline-reason="search"]').hidden = false
  }

  var visited = document.querySelector('[data-offline-visited]')
  if (!visited || !('caches' in window)) return
  var listed = {}
  document.querySelectorAll('[aria-labelledby="offline-pages"] a').forEach(function (link) {
    listed[link.pathname] = true
  })
  /** A saved page's title, without the site's name after it. */
  function titleOf(response) {
    return response.text().then(function (html) {
      var title = new DOMParser().parseFromString(html, 'text/html').title
      return title.replace(/\s+-\s+[^-]+$/, '') || null
    })
  }
  caches
    .open('pages')
    .then(function (cache) {
      return cache.keys().then(function (requests) {
        var pages = requests.filter(function (request) {
          var url = new URL(request.url)
          return url.origin === location.origin && !listed[url.pathname]
        })
        return Promise.all(
          pages.map(function (request) {
            return cache.match(request).then(function (response) {
              return response
                ? titleOf(response).then(function (title) {
                    return { path: new URL(request.url).pathname, title: title }
                  })
                : null
            })
          }),
        )
      })
    })
    .then(function (pages) {
      var list = visited.querySelector('ul')
      pages.forEach(function (page) {
        if (!page || !page.title) return
        var item = document.createElement('li')
        var link = document.createElement('a')
        link.href = page.path
        link.textContent = page.title
        item.appendChild(link)
        list.appendChild(item)
      })
      visited.hidden = !list.children.length
    })
    .catch(function () {})
})()

/** Sample stores for the tests of the store rules (filters, similar stores). */
import type { StoreLike } from './directoryFilter'

export const cat = (tid: number, parentTid = 0) => ({ tid, parentTid })

export const podium: StoreLike = {
  id: 'podium',
  title: 'Podium Sports',
  about: '<p>Team kits and <strong>running</strong> gear.</p>',
  // Duplicate category entries (21 twice), as in the CMS.
  categories: [cat(21, 20), cat(22, 20), cat(26, 20), cat(21, 20)],
}
export const couch: StoreLike = {
  id: 'couch',
  title: 'Couch Co',
  about: '<p>Sofas &amp; armchairs, delivered <em>free</em>.</p>',
  categories: [cat(24, 1)],
}
export const torque: StoreLike = {
  id: 'torque',
  title: 'Torque Auto Accessories',
  about: null,
  categories: [cat(65), cat(65)],
}
export const courtside: StoreLike = {
  id: 'courtside',
  title: 'Courtside Tennis',
  about: '<p>Rackets.</p>',
  categories: [cat(26, 20)],
}
export const stores = [podium, couch, torque, courtside]

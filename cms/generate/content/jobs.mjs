/** Job listings: { title, store, showForm, terms } */
export const JOBS = [
  { title: 'Retail Assistant (Casual)', store: 'Willow & Wren', showForm: true, terms: true },
  { title: 'Store Manager', store: 'Ridgeline Menswear', showForm: true, terms: false },
  { title: 'Barista', store: 'Daily Grind Cafe', showForm: false, terms: false },
  { title: 'Visual Merchandiser', store: 'Hearth & Home', showForm: false, terms: true },
  { title: 'Furniture Sales Consultant', store: 'Couch Co', showForm: true, terms: true },
  { title: 'Christmas Casual', store: 'Toybox Warehouse', showForm: true, terms: false },
  { title: 'Beauty Therapist', store: 'Glow Apothecary', showForm: false, terms: true },
  { title: 'Bike Mechanic', store: 'Spoke & Chain Cycles', showForm: true, terms: false },
]

export function jobBody(title, store) {
  return [
    `<p>${store} is looking for an enthusiastic ${title.toLowerCase()} to join our team at the centre.</p>`,
    `<h2>About the role</h2>`,
    `<ul><li>Deliver friendly, knowledgeable customer service</li><li>Keep the store looking its best</li><li>Work as part of a supportive team</li></ul>`,
    `<h2>About you</h2>`,
    `<p>You have great communication skills and availability across weekdays and weekends. Retail experience is an advantage but not essential.</p>`,
  ].join('\n')
}

export const JOB_TERMS =
  '<p>Applicants must have the right to work in Australia. Only shortlisted candidates will be contacted. Casual roles include weekend and public holiday shifts.</p>'

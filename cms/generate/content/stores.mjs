/**
 * ~100 invented outlet stores. [name, category tids (repeats are deliberate), overrides]
 * Overrides: phone (null | text), website (null | text), giftCards, banner (false = none),
 * thumbSize, metaDescription (null | text), shop.
 * Everything not overridden is derived deterministically in stores.derive().
 */
export const STORES = [
  // Womens fashion
  ['Willow & Wren', [30, 32], { phone: '02 5550 1001 (Shop 1)' }],
  ['Saffron Lane', [30, 32]],
  ['Marlowe Studio', [30, 31]],
  ['Tallulah', [30], { website: 'www.tallulah.example.com.au' }],
  ['Coastal Muse', [30, 34]],
  ['Fernleigh', [30, 35]],
  ['Juniper Row', [30], { banner: false }],
  ['Petal & Pine', [30, 42]],
  ['Lola & Lace', [35]],
  ['Terrace Boutique', [30, 32]],
  ['Velvet Crown', [30, 35]],
  ['Nomad Linen Clothing', [30, 36]],
  // Menswear
  ['Harbour Tailoring', [40, 36]],
  ['Ridgeline Menswear', [36, 37]],
  ['Oxley & Co', [36]],
  ['Burrows Denim', [36, 30]],
  ['Kingsford Shirt Co', [36]],
  ['Foundry Workwear', [36, 39]],
  ['Mr Marlin', [36, 41]],
  ['Sterling Suits Outlet', [40]],
  // Unisex fashion
  ['Indigo Lane', [30, 36]],
  ['Swellhouse', [30, 36, 34]],
  ['Quill Knitwear', [30, 36, 31, 37]],
  ['Threadbare Vintage', [30, 36]],
  ['Rainy Day Co', [31, 37]],
  ['Alpine Outerwear', [31, 37, 28]],
  ['Sock Drawer', [41, 46], { phone: null, website: null }],
  ['Salt Water Swim', [34]],
  ['Moonlit Sleepwear', [35, 46]],
  // Kids
  ['Little Wattle', [42, 42]],
  ['Tumble Tots', [42, 43]],
  ['Bilby Kids', [42, 44]],
  ['Kinder Closet', [42, 43]],
  ['Mini Mode', [42, 43, 44]],
  ['Baby Bundle', [42, 12]],
  // Shoes
  ['Stride Shoe Outlet', [33, 39, 44, 33]],
  ['Heel & Sole', [33]],
  ['Brogue Brothers', [39]],
  ['Puddle Jumpers', [44]],
  ['Sprout Kids Shoes', [44]],
  [
    "Cobbler's Corner",
    [33, 39],
    { phone: 'Call 02 5550 1041 or visit us at Shop 41 (next to the food court)' },
  ],
  // Accessories
  ['Gilt & Gem', [32]],
  ['Satchel Society', [32, 38]],
  ['Sunspot Eyewear', [32, 38]],
  ['Silk Road Scarves', [32]],
  ['Tick Tock Watches', [32, 38], { thumbSize: 300 }],
  ['Buckle & Belt', [38]],
  // Health, hair and beauty
  ['Glow Apothecary', [45]],
  ['Bloom Beauty Outlet', [45]],
  ['Mane Street Hair', [45]],
  ['Scent Society', [45]],
  ['Nailed It Beauty Bar', [45]],
  // Sport
  ['Podium Sports', [21, 22, 26, 21]],
  ['Apex Athletic', [21, 22]],
  ['Fleetfoot Runners', [23, 25]],
  ['Summit Outdoor', [28, 57]],
  ['Trailhead Adventure', [28]],
  ['Courtside Tennis', [26]],
  ['Spoke & Chain Cycles', [26]],
  ['Fairway Golf Outlet', [26, 21]],
  ['Active Her', [22, 25]],
  ['Kick Sports Shoes', [23, 25]],
  ['Swim Lab', [26, 34]],
  ['Yoga Loft', [22]],
  ['Rebound Basketball', [21, 23]],
  // Homemaker Centre
  ['Hearth & Home', [47, 47]],
  ['The Linen Loft', [53]],
  ['Cedar & Oak Furniture', [24]],
  ['Sleepwell Beds', [24, 53]],
  ['Copper Pot Kitchenware', [4]],
  ['Brightspark Appliances', [2]],
  ['Circuit Electronics', [3]],
  ['Wanderer Luggage', [5]],
  ['Papercraft Stationery', [50, 56]],
  ['Nook Homewares', [47]],
  ['Lumen Lighting', [47, 11]],
  ['Rug Republic', [47]],
  ['Tablescape', [4, 47]],
  ['Woven Threads', [53]],
  ['Couch Co', [24]],
  ['Outdoor Living Co', [24, 57]],
  ['Ember Candles', [47]],
  ["Chef's Drawer", [4]],
  ['Clean Sweep Appliances', [2]],
  ['Soundwave Audio', [3]],
  ['Frame & Canvas', [47, 56]],
  // Family
  ['Toybox Warehouse', [12]],
  ['Brick Builders', [12]],
  ['Hobby Haven', [12, 56]],
  ['Sparkwise Electrical', [11]],
  ['Gumnut Books', [56], { phone: null }],
  ['Party Parade', [12]],
  ['Pixel Games', [3, 12]],
  // Food
  ['Daily Grind Cafe', [59], { website: null, giftCards: false }],
  ['Sushi Lane', [59]],
  ['Golden Wok', [59]],
  ['Bakehouse 88', [59]],
  ['Scoop Gelato', [59]],
  ['The Fresh Basket', [60]],
  // Automotive
  ['Torque Auto Accessories', [65, 65], { phone: null, banner: false, metaDescription: null }],
]

const TOP_LEVEL = {
  1: 'home',
  2: 'home',
  3: 'home',
  4: 'home',
  5: 'home',
  24: 'home',
  47: 'home',
  50: 'home',
  53: 'home',
}

/** Which "group" a store belongs to (for shop numbers and copy). */
export function storeGroup(cats) {
  const first = cats[0]
  if (TOP_LEVEL[first]) return 'home'
  if ([11, 12, 56, 57].includes(first)) return 'family'
  if ([21, 22, 23, 25, 26, 28].includes(first)) return 'sport'
  if (first === 45) return 'beauty'
  if ([59, 60].includes(first)) return 'food'
  if (first === 65) return 'automotive'
  return 'fashion'
}

const ABOUT = {
  fashion: (n) => [
    `<p>${n} brings its latest ranges to Canberra at outlet prices, with new stock arriving every week. Expect wardrobe staples, statement pieces and end-of-season favourites at up to 70% off the recommended retail price.</p>`,
    `<h3>Why shop with us</h3><ul><li>Friendly stylists on the floor seven days</li><li>Free alterations on full-price garments</li><li>Easy exchanges within 30 days with proof of purchase</li></ul>`,
    `<p>Follow us for first look at new arrivals and members-only sale days.</p>`,
  ],
  sport: (n) => [
    `<p>${n} is your outlet destination for performance gear, with footwear, apparel and equipment from last season's ranges at a fraction of the price.</p>`,
    `<h3>In store</h3><ul><li>Gait analysis and shoe fitting</li><li>Team and club orders welcome</li><li>Ask about our loyalty card</li></ul>`,
  ],
  home: (n) => [
    `<p>Find ${n} in the Homemaker Centre precinct. Our showroom is packed with clearance lines, ex-display pieces and factory seconds, so every visit turns up something new.</p>`,
    `<h3>Delivery and pick-up</h3><p>Local delivery is available across the ACT and Queanbeyan. Bulky items can be collected from the loading dock at the rear of the centre.</p>`,
  ],
  family: (n) => [
    `<p>${n} keeps the whole family entertained, with outlet prices on the brands kids love and plenty of ideas for birthdays and holidays.</p>`,
    `<ul><li>Free gift wrapping all year</li><li>Lay-by available</li><li>Kids Club members receive 10% off on Tuesdays</li></ul>`,
  ],
  beauty: (n) => [
    `<p>${n} stocks skincare, haircare and fragrance at outlet prices, with qualified consultants happy to help you find the right products.</p>`,
    `<p>Book a complimentary skin consultation in store or by phone.</p>`,
  ],
  food: (n) => [
    `<p>Take a break at ${n}. Everything is made fresh on site each morning, with plenty of vegetarian and gluten-free choices.</p>`,
    `<h3>Opening hours</h3><p>Open from 8am for breakfast, seven days. Kitchen closes 30 minutes before the centre.</p>`,
  ],
  automotive: (n) => [
    `<p>${n} has car care products, seat covers, roof racks and touring gear for the road trip ahead. Fitting is available on selected accessories.</p>`,
  ],
}

export function aboutHtml(name, group, website) {
  const parts = ABOUT[group](name)
  if (website) {
    const href = /^https?:/.test(website) ? website : `https://${website}`
    parts.push(
      `<p>Shop online at <a href="${href}">${website.replace(/^https?:\/\//, '')}</a>.</p>`,
    )
  }
  return parts.join('\n')
}

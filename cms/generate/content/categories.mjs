/**
 * The store/gift category tree (taxonomy_term--category) exactly as the product spec,
 * section 3. Term ids are global across vocabularies in Drupal: 61-64 belong to the
 * recipient vocabulary, so no category uses them.
 *
 * [tid, name, parentTid (0 = top level), weight]
 */
export const CATEGORIES = [
  [1, 'Home', 0, 0],
  [2, 'Appliances', 1, 0],
  [3, 'Electronics', 1, 1],
  [24, 'Furniture', 1, 2],
  [47, 'Homewares', 1, 3],
  [4, 'Kitchen', 1, 4],
  [53, 'Linen', 1, 5],
  [50, 'Stationary', 1, 6],
  [5, 'Travel & Luggage', 1, 7],

  [10, 'Family', 0, 1],
  [11, 'Electrical', 10, 0],
  [57, 'Outdoor', 10, 1],
  [56, 'Stationary', 10, 2],
  [12, 'Toys & Hobbies', 10, 3],

  [20, 'Sport', 0, 2],
  [21, 'Mens Sports Apparel', 20, 0],
  [22, 'Womens Sports Apparel', 20, 1],
  [23, 'Mens Sporting Shoes', 20, 2],
  [25, 'Womens Sporting Shoes', 20, 3],
  [26, 'Sporting Equipment', 20, 4],
  [28, 'Outdoor', 20, 5],

  [29, 'Fashion', 0, 3],
  [30, 'Womens Clothing', 29, 0],
  [31, 'Womens Coats & Jackets', 29, 1],
  [32, 'Womens Accessories', 29, 2],
  [33, 'Womens Shoes', 29, 3],
  [34, 'Swimwear', 29, 4],
  [35, 'Sleepwear & Lingerie', 29, 5],
  [46, 'Womens Underwear & Socks', 29, 6],
  [36, 'Mens Clothing', 29, 7],
  [37, 'Mens Coats & Jackets', 29, 8],
  [38, 'Mens Accessories', 29, 9],
  [39, 'Mens Shoes', 29, 10],
  [40, 'Mens Suits', 29, 11],
  [41, 'Mens Underwear & Socks', 29, 12],
  [42, 'Kids Apparel', 29, 13],
  [43, 'Kids Accessories', 29, 14],
  [44, 'Kids Shoes', 29, 15],
  [45, 'Health, Hair and Beauty', 29, 16],

  [58, 'Food', 0, 4],
  [59, 'Restaurants and Cafes', 58, 0],
  [60, 'Supermarkets', 58, 1],

  [65, 'Automotive', 0, 5],
]

/** taxonomy_term--recipient: [tid, name, weight] */
export const RECIPIENTS = [
  [61, 'For Him', 0],
  [62, 'For Her', 1],
  [63, 'Home', 2],
  [64, 'Kids', 3],
]

export const PILLARS = { home: 1, family: 10, sport: 20, fashion: 29 }

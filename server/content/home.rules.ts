/** How many best sellers the home page's slider holds (3 visible at a time, cycling). */
export const HOME_BEST_SELLERS = 9;

// A curtain-breeze article as dealers read it, shared by the dealer page and the back office.
export { InspirationArticleView, InspirationCollections } from './inspiration-article';

export { readCollection, printingKey, type Collection, type CollectionProblem, type Finish, type OwnedCard } from './read';
export { missingCards, buyList, BUY_LIST_TARGETS, type BuyListTarget, type MissingCard, type MissingReport } from './missing';
export { COLLECTION_CSV_FORMATS } from './formats';

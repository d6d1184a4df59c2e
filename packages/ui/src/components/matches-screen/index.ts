export {
  historyFilters,
  isHistoryFilter,
  isMatchesTab,
  matchesTabs,
  MatchesScreen,
} from './matches-screen';
export type {
  HistoryFilter,
  HistoryMatch,
  HistoryState,
  MatchDecision,
  MatchesScreenProps,
  MatchesTab,
  NewMatchState,
} from './matches-screen';

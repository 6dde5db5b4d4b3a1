// What other modules use of the people imports: the reader of a CSV or JSON body's rows and
// cells, and the reply an import answers with (the bursary's holds, issue 44, reuse both).

export { firstRowOf, PeopleRowReader, readPeopleBody, type PeopleProblem } from './people-rows';
export {
  describePeopleSummary,
  NO_CHANGE,
  peopleOutcome,
  wordPeopleOutcome,
  type PeopleImportOutcome,
} from './roll-import.service';

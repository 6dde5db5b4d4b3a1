// What other modules' imports reuse of the roll's (issue 44's results import): reading a CSV or
// JSON body into rows, checking cells by row and column, and the outcome's shape and wording.

export {
  PeopleRowReader,
  readPeopleBody,
  type PeopleBody,
  type PeopleProblem,
} from './people-rows';
export { NO_CHANGE, peopleOutcome, type PeopleImportOutcome } from './roll-import.service';

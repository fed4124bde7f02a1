import type { CaseStudyRecord } from "./caseTypes";
import { case001 } from "./records/case001";
import { case002 } from "./records/case002";
import { case003 } from "./records/case003";
import { case004 } from "./records/case004";
import { case005 } from "./records/case005";
import { case006 } from "./records/case006";
import { case007 } from "./records/case007";
import { case008 } from "./records/case008";
import { case009 } from "./records/case009";
import { case010 } from "./records/case010";
import { case011 } from "./records/case011";
import { case012 } from "./records/case012";
import { case013 } from "./records/case013";
import { case014 } from "./records/case014";
import { case015 } from "./records/case015";
import { case016 } from "./records/case016";
import { case017 } from "./records/case017";
import { case018 } from "./records/case018";
import { case019 } from "./records/case019";
import { case020 } from "./records/case020";
import { case021 } from "./records/case021";
import { case022 } from "./records/case022";
import { case023 } from "./records/case023";
import { case024 } from "./records/case024";
import { case025 } from "./records/case025";
import { case026 } from "./records/case026";
import { casePad01 } from "./records/casePad01";

/** Every case study, in id order. */
export const caseStudies: readonly CaseStudyRecord[] = [
  case001,
  case002,
  case003,
  case004,
  case005,
  case006,
  case007,
  case008,
  case009,
  case010,
  case011,
  case012,
  case013,
  case014,
  case015,
  case016,
  case017,
  case018,
  case019,
  case020,
  case021,
  case022,
  case023,
  case024,
  case025,
  case026,
  casePad01,
];

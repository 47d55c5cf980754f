// Share 2 of 2 of the authorization matrix's rows (harness.ts): two files, so two workers check at once.
import { checkMatrixShare } from "./harness.ts";

checkMatrixShare(2, 2);

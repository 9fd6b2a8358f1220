/**
 * An owner statement whose management fee is taken on scheduled rent (unit 102 paid half): the browser tests' audit.
 */
export const STATEMENT = `Harborview Residential Management
Owner Statement - Period ending 05/31/2025
Statement date: 06/03/2025
Statement #: HV-0525-77
Owner: Castellano Holdings LLC

UNIT   RESIDENT        SCHEDULED RENT   COLLECTED   MGMT FEE
101    A. Whitmore          1,600.00     1,600.00     128.00
102    J. Park              1,550.00       775.00     124.00
103    R. Gomez             1,650.00     1,650.00     132.00
TOTAL                       4,800.00     4,025.00     384.00

Beginning balance                          2,000.00
Repairs - 102 bathroom faucet               -164.50
Owner distribution                        -3,476.50
Ending balance                             2,000.00`;

/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminDashboard($limit: Int) {\n    adminStats {\n      totalUsers\n      activeTrials\n      paidSubscribers\n      totalRevenue\n      usageThisMonth\n      signupsThisWeek\n    }\n    adminUsers(limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      planType\n      subscriptionStatus\n      usageCount\n      createdAt\n      trialEndDate\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query ContactMessages($limit: Int) {\n    contactMessages(limit: $limit) {\n      id\n      createdAt\n      name\n      email\n      company\n      subject\n      message\n    }\n  }\n": typeof types.ContactMessagesDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation CreatePaymentIntent($amount: Float) {\n    createPaymentIntent(amount: $amount) {\n      clientSecret\n    }\n  }\n": typeof types.CreatePaymentIntentDocument,
    "\n  mutation CreateSubscription($planType: String) {\n    createSubscription(planType: $planType) {\n      clientSecret\n    }\n  }\n": typeof types.CreateSubscriptionDocument,
    "\n  query PaymentsConfigured {\n    paymentsConfigured\n  }\n": typeof types.PaymentsConfiguredDocument,
    "\n  query MyPropertyAnalyses {\n    myPropertyAnalyses {\n      id\n      createdAt\n      address\n      zipCode\n      estimatedValue\n      monthlyRent\n      capRate\n      roiPotential\n    }\n  }\n": typeof types.MyPropertyAnalysesDocument,
    "\n  query MyInvoiceAudits {\n    myInvoiceAudits {\n      id\n      createdAt\n      issuesFound\n      flaggedItems\n      verifiedItems\n    }\n  }\n": typeof types.MyInvoiceAuditsDocument,
    "\n  query InvoiceAuditFindings($id: ID!) {\n    invoiceAudit(id: $id) {\n      id\n      createdAt\n      issuesFound\n      flaggedItems\n      verifiedItems\n      summary\n      vendor\n      invoiceNumber\n      totalImpact\n      findings {\n        type\n        code\n        title\n        description\n        impact\n        lineRefs\n      }\n    }\n  }\n": typeof types.InvoiceAuditFindingsDocument,
    "\n  fragment InvoiceAuditDetails on InvoiceAudit {\n    id\n    createdAt\n    issuesFound\n    flaggedItems\n    verifiedItems\n    findings {\n      type\n      code\n      title\n      description\n      impact\n      lineRefs\n    }\n    vendor\n    invoiceNumber\n    invoiceDate\n    total\n    totalImpact\n    summary\n    sourceType\n    lineItems {\n      line\n      description\n      quantity\n      unitPrice\n      amount\n      flagged\n    }\n  }\n": typeof types.InvoiceAuditDetailsFragmentDoc,
    "\n  mutation AuditInvoice($content: String!) {\n    auditInvoice(content: $content) {\n      ...InvoiceAuditDetails\n    }\n  }\n": typeof types.AuditInvoiceDocument,
    "\n  mutation AuditInvoiceFile($file: InvoiceFileInput!) {\n    auditInvoiceFile(file: $file) {\n      ...InvoiceAuditDetails\n    }\n  }\n": typeof types.AuditInvoiceFileDocument,
    "\n  mutation SendContactMessage($input: ContactInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      id\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment PropertyAnalysisDetails on PropertyAnalysis {\n    id\n    createdAt\n    address\n    zipCode\n    place {\n      city\n      state\n      county\n    }\n    estimatedValue\n    monthlyRent\n    capRate\n    roiPotential\n    marketStatus\n    daysOnMarket\n    marketStatusNote\n    isForSale\n    isForRent\n    isPending\n    isOffMarket\n    isComingSoon\n    isForeclosure\n    isBankOwned\n    aiSummary\n    aiSummarySource\n    propertyImages\n    zillowUrl\n    valueRange {\n      low\n      point\n      high\n    }\n    rentRange {\n      low\n      point\n      high\n    }\n    metrics {\n      key\n      label\n      value\n      display\n      formula\n    }\n    assumptions {\n      key\n      label\n      value\n      unit\n      source\n      sourceId\n      rationale\n    }\n    risk {\n      score\n      level\n      parts {\n        name\n        points\n        maxPoints\n        value\n        explanation\n      }\n    }\n    projections {\n      year\n      propertyValue\n      loanBalance\n      equity\n      cashFlow\n    }\n    sources {\n      id\n      label\n      asOf\n      attribution\n      url\n    }\n    confidence\n    confidenceNotes\n  }\n": typeof types.PropertyAnalysisDetailsFragmentDoc,
    "\n  mutation AnalyzeProperty($input: AnalyzePropertyInput!) {\n    analyzeProperty(input: $input) {\n      ...PropertyAnalysisDetails\n    }\n  }\n": typeof types.AnalyzePropertyDocument,
    "\n  fragment RentalMarketDetails on RentalMarket {\n    location\n    resolved {\n      kind\n      name\n      state\n      note\n      alternatives\n    }\n    averageRent\n    medianRent\n    occupancyRate\n    inventoryCount\n    pricePerSqft\n    rentTrends {\n      period\n      averageRent\n      changePercent\n    }\n    popularPropertyTypes {\n      type\n      percentage\n      averageRent\n    }\n    aiSummary {\n      summary\n      keyInsights\n      marketOutlook\n    }\n    dataSources {\n      primary\n      secondary\n      methodology\n    }\n    dataGeneration {\n      metric\n      explanation\n    }\n    sources {\n      id\n      label\n      asOf\n      attribution\n      url\n    }\n  }\n": typeof types.RentalMarketDetailsFragmentDoc,
    "\n  query RentalMarket($location: String!) {\n    rentalMarket(location: $location) {\n      ...RentalMarketDetails\n    }\n  }\n": typeof types.RentalMarketDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    planType\n    subscriptionStatus\n    trialEndDate\n    usageCount\n    quota\n    remaining\n    trialDaysLeft\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  query AdminDashboard($limit: Int) {\n    adminStats {\n      totalUsers\n      activeTrials\n      paidSubscribers\n      totalRevenue\n      usageThisMonth\n      signupsThisWeek\n    }\n    adminUsers(limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      planType\n      subscriptionStatus\n      usageCount\n      createdAt\n      trialEndDate\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query ContactMessages($limit: Int) {\n    contactMessages(limit: $limit) {\n      id\n      createdAt\n      name\n      email\n      company\n      subject\n      message\n    }\n  }\n": types.ContactMessagesDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation CreatePaymentIntent($amount: Float) {\n    createPaymentIntent(amount: $amount) {\n      clientSecret\n    }\n  }\n": types.CreatePaymentIntentDocument,
    "\n  mutation CreateSubscription($planType: String) {\n    createSubscription(planType: $planType) {\n      clientSecret\n    }\n  }\n": types.CreateSubscriptionDocument,
    "\n  query PaymentsConfigured {\n    paymentsConfigured\n  }\n": types.PaymentsConfiguredDocument,
    "\n  query MyPropertyAnalyses {\n    myPropertyAnalyses {\n      id\n      createdAt\n      address\n      zipCode\n      estimatedValue\n      monthlyRent\n      capRate\n      roiPotential\n    }\n  }\n": types.MyPropertyAnalysesDocument,
    "\n  query MyInvoiceAudits {\n    myInvoiceAudits {\n      id\n      createdAt\n      issuesFound\n      flaggedItems\n      verifiedItems\n    }\n  }\n": types.MyInvoiceAuditsDocument,
    "\n  query InvoiceAuditFindings($id: ID!) {\n    invoiceAudit(id: $id) {\n      id\n      createdAt\n      issuesFound\n      flaggedItems\n      verifiedItems\n      summary\n      vendor\n      invoiceNumber\n      totalImpact\n      findings {\n        type\n        code\n        title\n        description\n        impact\n        lineRefs\n      }\n    }\n  }\n": types.InvoiceAuditFindingsDocument,
    "\n  fragment InvoiceAuditDetails on InvoiceAudit {\n    id\n    createdAt\n    issuesFound\n    flaggedItems\n    verifiedItems\n    findings {\n      type\n      code\n      title\n      description\n      impact\n      lineRefs\n    }\n    vendor\n    invoiceNumber\n    invoiceDate\n    total\n    totalImpact\n    summary\n    sourceType\n    lineItems {\n      line\n      description\n      quantity\n      unitPrice\n      amount\n      flagged\n    }\n  }\n": types.InvoiceAuditDetailsFragmentDoc,
    "\n  mutation AuditInvoice($content: String!) {\n    auditInvoice(content: $content) {\n      ...InvoiceAuditDetails\n    }\n  }\n": types.AuditInvoiceDocument,
    "\n  mutation AuditInvoiceFile($file: InvoiceFileInput!) {\n    auditInvoiceFile(file: $file) {\n      ...InvoiceAuditDetails\n    }\n  }\n": types.AuditInvoiceFileDocument,
    "\n  mutation SendContactMessage($input: ContactInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      id\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  fragment PropertyAnalysisDetails on PropertyAnalysis {\n    id\n    createdAt\n    address\n    zipCode\n    place {\n      city\n      state\n      county\n    }\n    estimatedValue\n    monthlyRent\n    capRate\n    roiPotential\n    marketStatus\n    daysOnMarket\n    marketStatusNote\n    isForSale\n    isForRent\n    isPending\n    isOffMarket\n    isComingSoon\n    isForeclosure\n    isBankOwned\n    aiSummary\n    aiSummarySource\n    propertyImages\n    zillowUrl\n    valueRange {\n      low\n      point\n      high\n    }\n    rentRange {\n      low\n      point\n      high\n    }\n    metrics {\n      key\n      label\n      value\n      display\n      formula\n    }\n    assumptions {\n      key\n      label\n      value\n      unit\n      source\n      sourceId\n      rationale\n    }\n    risk {\n      score\n      level\n      parts {\n        name\n        points\n        maxPoints\n        value\n        explanation\n      }\n    }\n    projections {\n      year\n      propertyValue\n      loanBalance\n      equity\n      cashFlow\n    }\n    sources {\n      id\n      label\n      asOf\n      attribution\n      url\n    }\n    confidence\n    confidenceNotes\n  }\n": types.PropertyAnalysisDetailsFragmentDoc,
    "\n  mutation AnalyzeProperty($input: AnalyzePropertyInput!) {\n    analyzeProperty(input: $input) {\n      ...PropertyAnalysisDetails\n    }\n  }\n": types.AnalyzePropertyDocument,
    "\n  fragment RentalMarketDetails on RentalMarket {\n    location\n    resolved {\n      kind\n      name\n      state\n      note\n      alternatives\n    }\n    averageRent\n    medianRent\n    occupancyRate\n    inventoryCount\n    pricePerSqft\n    rentTrends {\n      period\n      averageRent\n      changePercent\n    }\n    popularPropertyTypes {\n      type\n      percentage\n      averageRent\n    }\n    aiSummary {\n      summary\n      keyInsights\n      marketOutlook\n    }\n    dataSources {\n      primary\n      secondary\n      methodology\n    }\n    dataGeneration {\n      metric\n      explanation\n    }\n    sources {\n      id\n      label\n      asOf\n      attribution\n      url\n    }\n  }\n": types.RentalMarketDetailsFragmentDoc,
    "\n  query RentalMarket($location: String!) {\n    rentalMarket(location: $location) {\n      ...RentalMarketDetails\n    }\n  }\n": types.RentalMarketDocument,
    "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    planType\n    subscriptionStatus\n    trialEndDate\n    usageCount\n    quota\n    remaining\n    trialDaysLeft\n  }\n": types.SessionUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard($limit: Int) {\n    adminStats {\n      totalUsers\n      activeTrials\n      paidSubscribers\n      totalRevenue\n      usageThisMonth\n      signupsThisWeek\n    }\n    adminUsers(limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      planType\n      subscriptionStatus\n      usageCount\n      createdAt\n      trialEndDate\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard($limit: Int) {\n    adminStats {\n      totalUsers\n      activeTrials\n      paidSubscribers\n      totalRevenue\n      usageThisMonth\n      signupsThisWeek\n    }\n    adminUsers(limit: $limit) {\n      id\n      firstName\n      lastName\n      email\n      planType\n      subscriptionStatus\n      usageCount\n      createdAt\n      trialEndDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactMessages($limit: Int) {\n    contactMessages(limit: $limit) {\n      id\n      createdAt\n      name\n      email\n      company\n      subject\n      message\n    }\n  }\n"): (typeof documents)["\n  query ContactMessages($limit: Int) {\n    contactMessages(limit: $limit) {\n      id\n      createdAt\n      name\n      email\n      company\n      subject\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      token\n      user {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentIntent($amount: Float) {\n    createPaymentIntent(amount: $amount) {\n      clientSecret\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentIntent($amount: Float) {\n    createPaymentIntent(amount: $amount) {\n      clientSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubscription($planType: String) {\n    createSubscription(planType: $planType) {\n      clientSecret\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubscription($planType: String) {\n    createSubscription(planType: $planType) {\n      clientSecret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsConfigured {\n    paymentsConfigured\n  }\n"): (typeof documents)["\n  query PaymentsConfigured {\n    paymentsConfigured\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPropertyAnalyses {\n    myPropertyAnalyses {\n      id\n      createdAt\n      address\n      zipCode\n      estimatedValue\n      monthlyRent\n      capRate\n      roiPotential\n    }\n  }\n"): (typeof documents)["\n  query MyPropertyAnalyses {\n    myPropertyAnalyses {\n      id\n      createdAt\n      address\n      zipCode\n      estimatedValue\n      monthlyRent\n      capRate\n      roiPotential\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInvoiceAudits {\n    myInvoiceAudits {\n      id\n      createdAt\n      issuesFound\n      flaggedItems\n      verifiedItems\n    }\n  }\n"): (typeof documents)["\n  query MyInvoiceAudits {\n    myInvoiceAudits {\n      id\n      createdAt\n      issuesFound\n      flaggedItems\n      verifiedItems\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceAuditFindings($id: ID!) {\n    invoiceAudit(id: $id) {\n      id\n      createdAt\n      issuesFound\n      flaggedItems\n      verifiedItems\n      summary\n      vendor\n      invoiceNumber\n      totalImpact\n      findings {\n        type\n        code\n        title\n        description\n        impact\n        lineRefs\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoiceAuditFindings($id: ID!) {\n    invoiceAudit(id: $id) {\n      id\n      createdAt\n      issuesFound\n      flaggedItems\n      verifiedItems\n      summary\n      vendor\n      invoiceNumber\n      totalImpact\n      findings {\n        type\n        code\n        title\n        description\n        impact\n        lineRefs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceAuditDetails on InvoiceAudit {\n    id\n    createdAt\n    issuesFound\n    flaggedItems\n    verifiedItems\n    findings {\n      type\n      code\n      title\n      description\n      impact\n      lineRefs\n    }\n    vendor\n    invoiceNumber\n    invoiceDate\n    total\n    totalImpact\n    summary\n    sourceType\n    lineItems {\n      line\n      description\n      quantity\n      unitPrice\n      amount\n      flagged\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceAuditDetails on InvoiceAudit {\n    id\n    createdAt\n    issuesFound\n    flaggedItems\n    verifiedItems\n    findings {\n      type\n      code\n      title\n      description\n      impact\n      lineRefs\n    }\n    vendor\n    invoiceNumber\n    invoiceDate\n    total\n    totalImpact\n    summary\n    sourceType\n    lineItems {\n      line\n      description\n      quantity\n      unitPrice\n      amount\n      flagged\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditInvoice($content: String!) {\n    auditInvoice(content: $content) {\n      ...InvoiceAuditDetails\n    }\n  }\n"): (typeof documents)["\n  mutation AuditInvoice($content: String!) {\n    auditInvoice(content: $content) {\n      ...InvoiceAuditDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuditInvoiceFile($file: InvoiceFileInput!) {\n    auditInvoiceFile(file: $file) {\n      ...InvoiceAuditDetails\n    }\n  }\n"): (typeof documents)["\n  mutation AuditInvoiceFile($file: InvoiceFileInput!) {\n    auditInvoiceFile(file: $file) {\n      ...InvoiceAuditDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PropertyAnalysisDetails on PropertyAnalysis {\n    id\n    createdAt\n    address\n    zipCode\n    place {\n      city\n      state\n      county\n    }\n    estimatedValue\n    monthlyRent\n    capRate\n    roiPotential\n    marketStatus\n    daysOnMarket\n    marketStatusNote\n    isForSale\n    isForRent\n    isPending\n    isOffMarket\n    isComingSoon\n    isForeclosure\n    isBankOwned\n    aiSummary\n    aiSummarySource\n    propertyImages\n    zillowUrl\n    valueRange {\n      low\n      point\n      high\n    }\n    rentRange {\n      low\n      point\n      high\n    }\n    metrics {\n      key\n      label\n      value\n      display\n      formula\n    }\n    assumptions {\n      key\n      label\n      value\n      unit\n      source\n      sourceId\n      rationale\n    }\n    risk {\n      score\n      level\n      parts {\n        name\n        points\n        maxPoints\n        value\n        explanation\n      }\n    }\n    projections {\n      year\n      propertyValue\n      loanBalance\n      equity\n      cashFlow\n    }\n    sources {\n      id\n      label\n      asOf\n      attribution\n      url\n    }\n    confidence\n    confidenceNotes\n  }\n"): (typeof documents)["\n  fragment PropertyAnalysisDetails on PropertyAnalysis {\n    id\n    createdAt\n    address\n    zipCode\n    place {\n      city\n      state\n      county\n    }\n    estimatedValue\n    monthlyRent\n    capRate\n    roiPotential\n    marketStatus\n    daysOnMarket\n    marketStatusNote\n    isForSale\n    isForRent\n    isPending\n    isOffMarket\n    isComingSoon\n    isForeclosure\n    isBankOwned\n    aiSummary\n    aiSummarySource\n    propertyImages\n    zillowUrl\n    valueRange {\n      low\n      point\n      high\n    }\n    rentRange {\n      low\n      point\n      high\n    }\n    metrics {\n      key\n      label\n      value\n      display\n      formula\n    }\n    assumptions {\n      key\n      label\n      value\n      unit\n      source\n      sourceId\n      rationale\n    }\n    risk {\n      score\n      level\n      parts {\n        name\n        points\n        maxPoints\n        value\n        explanation\n      }\n    }\n    projections {\n      year\n      propertyValue\n      loanBalance\n      equity\n      cashFlow\n    }\n    sources {\n      id\n      label\n      asOf\n      attribution\n      url\n    }\n    confidence\n    confidenceNotes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnalyzeProperty($input: AnalyzePropertyInput!) {\n    analyzeProperty(input: $input) {\n      ...PropertyAnalysisDetails\n    }\n  }\n"): (typeof documents)["\n  mutation AnalyzeProperty($input: AnalyzePropertyInput!) {\n    analyzeProperty(input: $input) {\n      ...PropertyAnalysisDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RentalMarketDetails on RentalMarket {\n    location\n    resolved {\n      kind\n      name\n      state\n      note\n      alternatives\n    }\n    averageRent\n    medianRent\n    occupancyRate\n    inventoryCount\n    pricePerSqft\n    rentTrends {\n      period\n      averageRent\n      changePercent\n    }\n    popularPropertyTypes {\n      type\n      percentage\n      averageRent\n    }\n    aiSummary {\n      summary\n      keyInsights\n      marketOutlook\n    }\n    dataSources {\n      primary\n      secondary\n      methodology\n    }\n    dataGeneration {\n      metric\n      explanation\n    }\n    sources {\n      id\n      label\n      asOf\n      attribution\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment RentalMarketDetails on RentalMarket {\n    location\n    resolved {\n      kind\n      name\n      state\n      note\n      alternatives\n    }\n    averageRent\n    medianRent\n    occupancyRate\n    inventoryCount\n    pricePerSqft\n    rentTrends {\n      period\n      averageRent\n      changePercent\n    }\n    popularPropertyTypes {\n      type\n      percentage\n      averageRent\n    }\n    aiSummary {\n      summary\n      keyInsights\n      marketOutlook\n    }\n    dataSources {\n      primary\n      secondary\n      methodology\n    }\n    dataGeneration {\n      metric\n      explanation\n    }\n    sources {\n      id\n      label\n      asOf\n      attribution\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RentalMarket($location: String!) {\n    rentalMarket(location: $location) {\n      ...RentalMarketDetails\n    }\n  }\n"): (typeof documents)["\n  query RentalMarket($location: String!) {\n    rentalMarket(location: $location) {\n      ...RentalMarketDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    planType\n    subscriptionStatus\n    trialEndDate\n    usageCount\n    quota\n    remaining\n    trialDaysLeft\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    id\n    email\n    firstName\n    lastName\n    role\n    planType\n    subscriptionStatus\n    trialEndDate\n    usageCount\n    quota\n    remaining\n    trialDaysLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUser\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
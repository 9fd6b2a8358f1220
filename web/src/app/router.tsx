import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { HomeRoute } from './routes/home-route';

// Every feature is its own chunk (React.lazy), so the landing page loads only the shell and itself.
const LoginPage = lazy(() => import('@/features/auth/components/login-page'));
const SignupPage = lazy(() => import('@/features/auth/components/signup-page'));
const DashboardPage = lazy(() => import('@/features/dashboard/components/dashboard-page'));
const AdminPage = lazy(() => import('@/features/admin/components/admin-page'));
const PropertyAnalyzerPage = lazy(() => import('@/features/property-analyzer/components/property-analyzer-page'));
const InvoiceCheckerPage = lazy(() => import('@/features/invoice-checker/components/invoice-checker-page'));
const RentalMarketPage = lazy(() => import('@/features/rental-market/components/rental-market-page'));
const PricingPage = lazy(() => import('@/features/billing/components/pricing-page'));
const CheckoutPage = lazy(() => import('@/features/billing/components/checkout-page'));
const SubscribePage = lazy(() => import('@/features/billing/components/subscribe-page'));
const AboutPage = lazy(() => import('@/features/marketing/components/about-page'));
const ContactPage = lazy(() => import('@/features/marketing/components/contact-page'));
const BlogIndexPage = lazy(() => import('@/features/marketing/components/blog-index-page'));
const BlogArticlePage = lazy(() => import('@/features/marketing/components/blog-article-page'));
const PrivacyPolicyPage = lazy(() => import('@/features/marketing/components/privacy-policy-page'));
const TermsOfServicePage = lazy(() => import('@/features/marketing/components/terms-of-service-page'));
const DisclaimerPage = lazy(() => import('@/features/marketing/components/disclaimer-page'));
const ApiKeysPage = lazy(() => import('@/features/api-keys/components/api-keys-page'));
const SharedAnalysisPage = lazy(() => import('@/features/property-analyzer/components/shared-analysis-page'));
const NotFoundPage = lazy(() => import('@/features/marketing/components/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="auth/login" element={<LoginPage />} />
        <Route path="auth/signup" element={<SignupPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="client-portal" element={<DashboardPage />} />
        <Route path="admin" element={<AdminPage />} />
        <Route path="property-analyzer" element={<PropertyAnalyzerPage />} />
        <Route path="invoice-checker" element={<InvoiceCheckerPage />} />
        <Route path="rental-market" element={<RentalMarketPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="subscribe" element={<SubscribePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="blog" element={<BlogIndexPage />} />
        <Route path="blog/:slug" element={<BlogArticlePage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="disclaimer" element={<DisclaimerPage />} />
        <Route path="developers" element={<ApiKeysPage />} />
        <Route path="shared/:token" element={<SharedAnalysisPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

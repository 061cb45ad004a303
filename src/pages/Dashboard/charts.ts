/**
 * The dashboard's charts (@mui/x-charts and its d3 helpers, ≈ 2/3 of the dashboard's code): a chunk of its own,
 * loaded by LazyCharts.tsx after the cards, so the figures are drawn before the chart code has arrived and run.
 */
export { BarChart } from '@mui/x-charts/BarChart';
export { LineChart } from '@mui/x-charts/LineChart';
export { PieChart } from '@mui/x-charts/PieChart';

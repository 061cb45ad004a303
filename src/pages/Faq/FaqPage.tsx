import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Card, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Title, useTranslate } from 'react-admin';

import type { AppMessages } from '../../i18n/en';

type FaqItem = Exclude<keyof AppMessages['app']['faq'], 'title' | 'tabs'>;
type FaqTab = keyof AppMessages['app']['faq']['tabs'];

/** SPEC §1 FAQ content, grouped by tab. */
const faqSections: { tab: FaqTab; items: FaqItem[] }[] = [
  { tab: 'general', items: ['reports', 'financial_aid', 'home_sampling'] },
  { tab: 'privacy', items: ['data_retention'] },
  { tab: 'support', items: ['availability', 'complaints'] },
];

/** FAQs (SPEC §2 Other): tabs General Questions, Privacy Policy and Support, each a list of questions. */
export const FaqPage = () => {
  const translate = useTranslate();
  const baseId = useId();
  const [current, setCurrent] = useState(0);
  const section = faqSections[current];

  return (
    <Box>
      <Title title="app.faq.title" />
      <Card>
        <Tabs
          value={current}
          onChange={(_, index: number) => setCurrent(index)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {faqSections.map(({ tab }, index) => (
            <Tab
              key={tab}
              label={translate(`app.faq.tabs.${tab}`)}
              id={`${baseId}-tab-${index}`}
              aria-controls={`${baseId}-panel-${index}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`${baseId}-panel-${current}`}
          aria-labelledby={`${baseId}-tab-${current}`}
          sx={{ p: 2 }}
        >
          {section.items.map(item => (
            <Accordion key={item} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { mb: 1 } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="h2" sx={{ fontWeight: 500 }}>
                  {translate(`app.faq.${item}.question`)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary">{translate(`app.faq.${item}.answer`)}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      </Card>
    </Box>
  );
};

FaqPage.path = '/pages-faqs';

import { compliancePage } from "~/content/templates/compliance-page";
import { fact } from "~/lib/facts";

export default compliancePage({
  seo: {
    title: "Payroll Services for Small Businesses",
    description:
      "Weekly, fortnightly or monthly payroll with payslips, RTI submissions to HMRC, auto-enrolment pensions, P60s and P11Ds, run for a fixed monthly fee.",
    serviceName: "Payroll Services",
  },
  hero: {
    heading: "Payroll run on time, every time",
    lead: "Weekly, fortnightly or monthly payroll with payslips, real-time submissions to HMRC and workplace pension contributions all handled. You approve the figures; we do the rest.",
  },
  description: {
    heading: "Your team paid correctly, HMRC told on time",
    blocks: [
      {
        type: "p",
        text: "Running payroll is more than paying wages. On or before every payday HMRC needs a Full Payment Submission under Real Time Information, your pension provider needs contributions, and your staff need payslips. Tax codes, student loans, sick pay and parental pay all have to be right.",
      },
      {
        type: "p",
        text: "We run your payroll on the schedule that suits you. A few days before each payday you get a summary to approve, with the exact amounts to pay your staff, HMRC and your pension provider. Once you approve, we send the payslips and the submissions.",
      },
    ],
    aside: {
      heading: "Each payday, you get",
      text: "Payslips online for every employee, an approval summary for you, the RTI submission to HMRC and your pension upload, all done before payday.",
    },
  },
  features: [
    {
      title: "Payslips for every employee",
      icon: "document",
      description:
        "Clear payslips delivered securely online, with year-to-date figures, so staff always have their records.",
    },
    {
      title: "RTI submissions to HMRC",
      icon: "zap",
      description:
        "Full Payment Submissions on or before each payday, Employer Payment Summaries when they are needed, and your PAYE bill with its due date.",
    },
    {
      title: "Workplace pensions",
      icon: "savings",
      description:
        "Auto-enrolment assessments every pay period, contributions sent to your provider, opt-outs and re-enrolment handled.",
    },
    {
      title: "Starters, leavers and year end",
      icon: "people",
      description: `New starters set up, P45s for leavers, P60s to staff by ${fact("employer.p60-deadline")} and P11D forms for benefits in kind by ${fact("employer.p11d-deadline")}.`,
    },
    {
      title: "Statutory pay",
      icon: "care",
      description:
        "Statutory sick, maternity, paternity, adoption and shared parental pay worked out and recovered from HMRC where you can.",
    },
    {
      title: "Directors' payroll",
      icon: "briefcase",
      description:
        "A salary for owner-directors set at an efficient level, with National Insurance worked out on the directors' annual basis.",
    },
  ],
  faq: {
    heading: "Payroll: your questions answered",
    items: [
      {
        question: "How often can you run payroll?",
        answer:
          "Weekly, fortnightly or monthly, whichever suits your business. You can also have different schedules for different groups of staff, such as weekly for hourly workers and monthly for salaried staff.",
      },
      {
        question: "What do you need from me each pay period?",
        answer:
          "Hours or overtime for hourly staff, details of anyone starting or leaving, and any absence such as sickness or parental leave. You send them by the cut-off we agree, usually five working days before payday, and we do the rest.",
      },
      {
        question: "Do you handle workplace pensions?",
        answer:
          "Yes. We assess every employee for auto-enrolment each pay period, enrol those who are eligible, work out contributions, send the data to your pension provider and process opt-outs. We also remind you when re-enrolment and your re-declaration of compliance to The Pensions Regulator fall due, every three years.",
      },
      {
        question: "What happens at the end of the tax year?",
        answer: `We send the final submission for the year to HMRC, give every employee still with you their P60 before ${fact("employer.p60-deadline")}, and prepare P11D forms for any benefits in kind by ${fact("employer.p11d-deadline")}. New tax codes are applied from the first payday of the new tax year.`,
      },
      {
        question: "Can you pay me as a director through payroll?",
        answer:
          "Yes. Many owner-directors take a modest salary through payroll and the rest of their income as dividends. We set the salary at a level that is efficient for tax and National Insurance and keeps your State Pension record building, and we use the annual earnings period that applies to directors' National Insurance.",
      },
      {
        question: "What if an employee or HMRC queries a payslip?",
        answer:
          "We deal with it. We can answer your employees' payroll questions directly if you want us to, correct any error in the next pay run or with an amended submission, and reply to HMRC on your behalf.",
      },
    ],
  },
  cta: {
    heading: "Hand over your payroll",
    text: "Get a fixed monthly price for your payroll in under a minute. We can take over from your current provider at the start of any pay period.",
  },
});

/**
 * How long a person has waited against what the firm promised them, in words: "waiting 1 working
 * day: answer today", "waiting 3 working days: answer was due Monday 7 December", "waiting less
 * than a working day: call Tuesday 8 December". The words are the kernel's, so that the morning
 * digest e-mail says the same.
 */
export { dayName, waitingText } from "#kernel/today-words.ts";

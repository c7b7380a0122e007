/* strings.c: C strings through libc: tokenising with strtok_r, searching with
 * strstr/strchr, copying with strncpy/snprintf, comparing, case mapping,
 * counting words and parsing numbers. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct word_count {
	char word[24];
	int count;
};

static int count_words(const char *text, struct word_count *table, int max)
{
	char *copy = strdup(text), *save = NULL;
	int n = 0;
	if (!copy)
		return 0;
	for (char *tok = strtok_r(copy, " \t\n,.", &save); tok; tok = strtok_r(NULL, " \t\n,.", &save)) {
		for (char *p = tok; *p; p++)
			*p = (char)tolower((unsigned char)*p);
		int i;
		for (i = 0; i < n; i++)
			if (strcmp(table[i].word, tok) == 0)
				break;
		if (i == n) {
			if (n == max)
				continue;
			strncpy(table[n].word, tok, sizeof table[n].word - 1);
			table[n].word[sizeof table[n].word - 1] = '\0';
			table[n].count = 0;
			n++;
		}
		table[i].count++;
	}
	free(copy);
	return n;
}

static char *trim(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	char *end = s + strlen(s);
	while (end > s && isspace((unsigned char)end[-1]))
		*--end = '\0';
	return s;
}

static int parse_kv(const char *line, char *key, size_t keysz, long *val)
{
	const char *eq = strchr(line, '=');
	if (!eq || (size_t)(eq - line) >= keysz)
		return -1;
	memcpy(key, line, (size_t)(eq - line));
	key[eq - line] = '\0';
	char *end;
	*val = strtol(eq + 1, &end, 0);
	return *end == '\0' ? 0 : -1;
}

int main(int argc, char **argv)
{
	struct word_count table[16];
	const char *text = argc > 1 ? argv[1] : "The cat and the hat. The end, and again";
	int n = count_words(text, table, 16);
	for (int i = 0; i < n; i++)
		printf("%-8s %d\n", table[i].word, table[i].count);
	char line[] = "   width = 0x40  ";
	char key[16];
	long val;
	char *t = trim(line);
	char compact[32];
	size_t j = 0;
	for (size_t i = 0; t[i] && j + 1 < sizeof compact; i++)
		if (t[i] != ' ')
			compact[j++] = t[i];
	compact[j] = '\0';
	if (parse_kv(compact, key, sizeof key, &val) == 0)
		printf("%s -> %ld (%s)\n", key, val, strstr(text, "end") ? "has end" : "no end");
	return 0;
}

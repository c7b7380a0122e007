/* switch.c: switch statements: a lexer state machine producing an array of
 * tokens, a dense switch (jump table), a sparse switch, fallthrough. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum tok_kind { T_EOF, T_NUM, T_IDENT, T_OP, T_LPAREN, T_RPAREN, T_STRING, T_ERROR };

struct token {
	enum tok_kind kind;
	int start, len;
	long num;
};

enum state { S_START, S_NUM, S_IDENT, S_STRING, S_ESCAPE, S_DONE };

static int lex(const char *src, struct token *out, int max)
{
	int n = 0, i = 0, start = 0;
	enum state st = S_START;
	long num = 0;
	while (n < max) {
		char c = src[i];
		switch (st) {
		case S_START:
			start = i;
			if (c == '\0') {
				out[n++] = (struct token){ T_EOF, i, 0, 0 };
				st = S_DONE;
			} else if (isdigit((unsigned char)c)) {
				num = 0;
				st = S_NUM;
				continue;
			} else if (isalpha((unsigned char)c) || c == '_') {
				st = S_IDENT;
			} else if (c == '"') {
				st = S_STRING;
			} else {
				switch (c) {
				case ' ':
				case '\t':
				case '\n':
					break;
				case '(':
					out[n++] = (struct token){ T_LPAREN, i, 1, 0 };
					break;
				case ')':
					out[n++] = (struct token){ T_RPAREN, i, 1, 0 };
					break;
				case '+': case '-': case '*': case '/': case '%': case '=':
					out[n++] = (struct token){ T_OP, i, 1, c };
					break;
				default:
					out[n++] = (struct token){ T_ERROR, i, 1, c };
				}
			}
			i++;
			break;
		case S_NUM:
			if (isdigit((unsigned char)c)) {
				num = num * 10 + (c - '0');
				i++;
			} else {
				out[n++] = (struct token){ T_NUM, start, i - start, num };
				st = S_START;
			}
			break;
		case S_IDENT:
			if (isalnum((unsigned char)c) || c == '_') {
				i++;
			} else {
				out[n++] = (struct token){ T_IDENT, start, i - start, 0 };
				st = S_START;
			}
			break;
		case S_STRING:
			if (c == '\\')
				st = S_ESCAPE;
			else if (c == '"') {
				out[n++] = (struct token){ T_STRING, start, i + 1 - start, 0 };
				st = S_START;
			} else if (c == '\0') {
				out[n++] = (struct token){ T_ERROR, start, i - start, 0 };
				st = S_START;
				continue;
			}
			i++;
			break;
		case S_ESCAPE:
			st = S_STRING;
			i++;
			break;
		case S_DONE:
			return n;
		}
	}
	return n;
}

static const char *kind_name(enum tok_kind k)
{
	switch (k) {
	case T_EOF: return "eof";
	case T_NUM: return "num";
	case T_IDENT: return "ident";
	case T_OP: return "op";
	case T_LPAREN: return "(";
	case T_RPAREN: return ")";
	case T_STRING: return "string";
	case T_ERROR: return "error";
	}
	return "?";
}

static int http_class(int status)
{
	int score = 0;
	switch (status) {
	case 200:
		score += 1;
		/* fall through */
	case 201:
	case 204:
		score += 10;
		break;
	case 301:
	case 302:
		score = 3;
		break;
	case 404:
		score = 4;
		break;
	case 500:
		score = 5;
		break;
	default:
		score = -1;
	}
	return score;
}

int main(int argc, char **argv)
{
	struct token toks[32];
	const char *src = argc > 1 ? argv[1] : "x = 42 * (y + \"s\\\"q\") % 7";
	int n = lex(src, toks, 32);
	for (int i = 0; i < n; i++)
		printf("%s '%.*s'\n", kind_name(toks[i].kind), toks[i].len, src + toks[i].start);
	printf("%d %d %zu\n", http_class(200), http_class(argc * 302), strlen(src));
	return 0;
}

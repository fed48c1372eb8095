//! `lemmacheck weights MODEL.safetensors`: the audit of a trained checkpoint
//! ([`crate::weights`]). Prints the report and writes its files (default: `docs/weights/`
//! of the checkout).

use std::path::{Path, PathBuf};

use clap::Args;

use crate::weights::{report, run};

/// Arguments of `weights`.
#[derive(Args, Debug)]
pub struct WeightsArgs {
    /// The checkpoint (a BERT-family encoder in safetensors format).
    #[arg(value_name = "MODEL.safetensors")]
    pub model: PathBuf,
    /// The model's config.json (default: beside the checkpoint).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// The model's vocab.txt (default: beside the checkpoint).
    #[arg(long, value_name = "FILE")]
    pub vocab: Option<PathBuf>,
    /// A text to read (ASCII; repeat for several); default: three built-in sentences.
    #[arg(long = "text", value_name = "TEXT")]
    pub texts: Vec<String>,
    /// The model's name in the report (default: the checkpoint's file name).
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// Write the files into DIR (default: docs/weights of the checkout).
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

/// Runs the audit; `root` is the checkout when one was found.
pub fn run(args: &WeightsArgs, root: Result<PathBuf, String>) -> i32 {
    let dir = match (&args.out, root) {
        (Some(dir), _) => dir.clone(),
        (None, Ok(root)) => root.join("docs").join("weights"),
        (None, Err(e)) => {
            eprintln!("lemmacheck: {e}; give --out DIR for the audit's files");
            return 2;
        }
    };
    // a folder that cannot be made is an error before the audit, not after it
    if let Err(e) = super::check::folder_can_be_made(&dir) {
        eprintln!("lemmacheck: --out {}: {e}", dir.display());
        return 2;
    }
    let mut request = run::Request::new(&args.model, args.config.as_deref(), args.vocab.as_deref(), &args.texts);
    request.name = args.name.clone();
    let audit = match run::run(&request) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            return 1;
        }
    };
    let random = crate::curves::depth_curves();
    match report::write(&audit, &random, &dir) {
        Ok(paths) => {
            print!("{}", report::markdown(&audit));
            for p in paths {
                eprintln!("wrote {}", p.strip_prefix(Path::new(".")).unwrap_or(&p).display());
            }
            0
        }
        Err(e) => {
            eprintln!("lemmacheck: {e}");
            1
        }
    }
}
